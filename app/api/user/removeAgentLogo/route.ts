import { removeAgentLogoEndpoint } from "@/lib/contracts/dashboard";
import { removeAgentLogo } from "@/server/account/remove-agent-logo";
import { route } from "@/server/http/route";

export const POST = route(removeAgentLogoEndpoint, (ctx) => removeAgentLogo(ctx));

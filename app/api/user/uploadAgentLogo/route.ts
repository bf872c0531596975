import { uploadAgentLogoEndpoint } from "@/lib/contracts/dashboard";
import { uploadAgentLogo } from "@/server/account/upload-agent-logo";
import { route } from "@/server/http/route";

export const POST = route(uploadAgentLogoEndpoint, (ctx, input) => uploadAgentLogo(ctx, input));

import { generatePasswordEndpoint } from "@/lib/contracts/passwords";
import { setPasswordFromLink } from "@/server/account/set-password-from-link";
import { route } from "@/server/http/route";

export const POST = route(generatePasswordEndpoint, (ctx, input) => setPasswordFromLink(ctx, input));

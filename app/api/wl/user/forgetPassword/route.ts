import { forgetPasswordEndpoint } from "@/lib/contracts/passwords";
import { requestPasswordReset } from "@/server/account/request-password-reset";
import { route } from "@/server/http/route";

export const POST = route(forgetPasswordEndpoint, (ctx, input) => requestPasswordReset(ctx, input));

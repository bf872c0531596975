import { changePasswordEndpoint } from "@/lib/contracts/passwords";
import { changePassword } from "@/server/account/change-password";
import { route } from "@/server/http/route";

export const POST = route(changePasswordEndpoint, (ctx, input) => changePassword(ctx, input));

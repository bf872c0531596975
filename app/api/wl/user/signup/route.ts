import { signupEndpoint } from "@/lib/contracts/account";
import { signUp } from "@/server/account/sign-up";
import { route } from "@/server/http/route";

export const POST = route(signupEndpoint, (ctx, input) => signUp(ctx, input));

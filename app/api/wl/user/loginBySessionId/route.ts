import { loginBySessionIdEndpoint } from "@/lib/contracts/sign-in";
import { loginBySessionId } from "@/server/auth/session-exchange";
import { route } from "@/server/http/route";

export const POST = route(loginBySessionIdEndpoint, (ctx, input) => loginBySessionId(ctx, input));

import { getUserBySessionIdEndpoint } from "@/lib/contracts/sign-in";
import { getUserBySessionId } from "@/server/auth/session-exchange";
import { route } from "@/server/http/route";

export const POST = route(getUserBySessionIdEndpoint, (ctx, input) => getUserBySessionId(ctx, input));

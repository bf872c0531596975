import { loginEndpoint } from "@/lib/contracts/auth";
import { logIn } from "@/server/auth/log-in";
import { route } from "@/server/http/route";

export const POST = route(loginEndpoint, (ctx, input) => logIn(ctx, input));

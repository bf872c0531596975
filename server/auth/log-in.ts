import "server-only";
import type { TLoginRequest, TLoginResponse } from "@/lib/contracts/auth";
import type { RequestContext } from "@/server/http/context";
import { sessionCookies } from "./session-cookies";
import { signIn } from "./sign-in";

/** POST /api/wl/user/login: sign in and set the session cookies. */
export async function logIn(ctx: RequestContext, input: TLoginRequest): Promise<TLoginResponse> {
  const result = await signIn(ctx, input);
  ctx.cookies.push(...sessionCookies(result.authToken));
  return result;
}

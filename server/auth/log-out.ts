import "server-only";
import type { RequestContext } from "@/server/http/context";
import { revokeSession } from "./session";
import { clearedSessionCookies } from "./session-cookies";

/** POST /api/wl/user/logout: revoke the session (when there is one) and clear the cookies. */
export async function logOut(ctx: Omit<RequestContext, "site">): Promise<{ loggedOut: boolean }> {
  if (ctx.principal) await revokeSession(ctx.principal.sessionId);
  ctx.cookies.push(...clearedSessionCookies());
  return { loggedOut: true };
}

import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { users } from "@/db/schema/users";
import type { TLoginRequest, TLoginResponse } from "@/lib/contracts/auth";
import { AppError } from "@/server/http/errors";
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from "./login-rate-limit";
import { verifyPassword } from "./password";
import { createSession } from "./session";
import { getSessionUser } from "./to-session-user";

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";
export const BLOCKED_MESSAGE = "Your account has been blocked. Please contact support.";

type SignInContext = { site: { id: number }; ip: string | null; userAgent: string | null };

/**
 * Checks credentials within the request's site. A wrong password and an unknown email get the
 * same 401; ten failures for one email or IP in 15 minutes answer 429 until the window passes.
 */
export async function signIn(ctx: SignInContext, input: TLoginRequest): Promise<TLoginResponse> {
  const identifier = input.email.trim();
  await assertLoginAllowed(ctx.site.id, identifier, ctx.ip);
  const phone = identifier.replace(/[\s-]/g, "");
  const [user] = await systemDb
    .select({ id: users.id, siteId: users.siteId, email: users.email, passwordHash: users.passwordHash, isBlocked: users.isBlocked })
    .from(users)
    .where(and(eq(users.siteId, ctx.site.id), or(sql`lower(${users.email}) = ${identifier.toLowerCase()}`, eq(users.phone, phone))))
    .limit(1);
  const isValid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !isValid) {
    await recordLoginFailure(ctx.site.id, identifier, ctx.ip);
    throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  }
  if (user.isBlocked) throw new AppError("UNAUTHORIZED", BLOCKED_MESSAGE);
  await clearLoginFailures(ctx.site.id, identifier);
  return startUserSession(ctx, user);
}

/**
 * The one place a sign-in becomes a session, whatever proved who the user is (password, a session
 * exchange id, Google or Facebook): records the session and answers the token and the session user.
 */
export async function startUserSession(ctx: Pick<SignInContext, "ip" | "userAgent">, user: { id: number; siteId: number; email: string | null }): Promise<TLoginResponse> {
  const authToken = await createSession(user, { ip: ctx.ip, userAgent: ctx.userAgent });
  const sessionUser = await getSessionUser(user.id);
  if (!sessionUser) throw new AppError("UNAUTHORIZED", INVALID_CREDENTIALS_MESSAGE);
  return { authToken, user: sessionUser };
}

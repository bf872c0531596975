import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { users, userSessions } from "@/db/schema/users";
import { PasswordMessages, type TChangePasswordRequest } from "@/lib/contracts/passwords";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { createSession } from "@/server/auth/session";
import { sessionCookies } from "@/server/auth/session-cookies";
import { revokeUserTokens } from "@/server/auth/user-tokens";
import type { UserContext } from "@/server/http/context";
import { AppError, notFound } from "@/server/http/errors";

/**
 * POST /api/wl/user/changePassword. A wrong current password is a 400 on `currentPassword`.
 * Sessions are checked against passwordChangedAt, so the change ends every session, this one
 * included; the caller then gets a fresh session (cookie and authToken) created after the change,
 * so this browser stays signed in while the others are signed out.
 */
export async function changePassword(ctx: UserContext, input: TChangePasswordRequest): Promise<{ message: string; authToken: string }> {
  const [user] = await systemDb
    .select({ id: users.id, siteId: users.siteId, email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, ctx.principal.userId), eq(users.siteId, ctx.site.id)))
    .limit(1);
  if (!user) throw notFound("User");
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    throw new AppError("VALIDATION_ERROR", PasswordMessages.currentPasswordWrong, { shortError: { currentPassword: PasswordMessages.currentPasswordWrong } });
  }
  if (input.newPassword === input.currentPassword) {
    throw new AppError("VALIDATION_ERROR", PasswordMessages.samePassword, { shortError: { newPassword: PasswordMessages.samePassword } });
  }
  const passwordHash = await hashPassword(input.newPassword);
  await systemDb.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` }).where(eq(users.id, user.id));
    await tx.update(userSessions).set({ revokedAt: sql`now()` }).where(and(eq(userSessions.userId, user.id), sql`${userSessions.revokedAt} is null`));
    await revokeUserTokens({ userId: user.id, purposes: ["setPassword", "resetPassword"] }, tx);
  });
  // Created after the transaction committed: its created_at is not before passwordChangedAt.
  const authToken = await createSession(user, { ip: ctx.ip, userAgent: ctx.userAgent });
  ctx.cookies.push(...sessionCookies(authToken));
  return { message: PasswordMessages.passwordChanged, authToken };
}

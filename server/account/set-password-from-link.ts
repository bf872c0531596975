import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { users, userSessions } from "@/db/schema/users";
import { PasswordMessages, type TGeneratePasswordRequest } from "@/lib/contracts/passwords";
import { clearLoginFailures } from "@/server/auth/login-rate-limit";
import { hashPassword } from "@/server/auth/password";
import { consumeUserToken, revokeUserTokens } from "@/server/auth/user-tokens";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

const PASSWORD_LINK_PURPOSES = ["setPassword", "resetPassword"] as const;

const refusal = { invalid: PasswordMessages.linkInvalid, used: PasswordMessages.linkUsed, expired: PasswordMessages.linkExpired } as const;

/**
 * POST /api/wl/user/generatePassword: sets the password from a set-password or reset link of this
 * site. In one transaction the token is used (once, even under concurrent requests), the password
 * stored, every session of the user ended (passwordChangedAt and revokedAt) and the user's other
 * outstanding password links closed. A failed check changes nothing.
 */
export async function setPasswordFromLink(ctx: RequestContext, input: TGeneratePasswordRequest): Promise<{ message: string; email: string | null }> {
  const passwordHash = await hashPassword(input.password);
  const user = await systemDb.transaction(async (tx) => {
    const used = await consumeUserToken({ siteId: ctx.site.id, token: input.token, purposes: PASSWORD_LINK_PURPOSES }, tx);
    if (!used.ok) throw new AppError("BAD_REQUEST", refusal[used.reason], { shortError: { token: refusal[used.reason] } });
    const [row] = await tx
      .update(users)
      .set({ passwordHash, passwordChangedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(users.id, used.userId), eq(users.siteId, ctx.site.id)))
      .returning({ id: users.id, email: users.email });
    if (!row) throw new AppError("BAD_REQUEST", PasswordMessages.linkInvalid, { shortError: { token: PasswordMessages.linkInvalid } });
    await tx.update(userSessions).set({ revokedAt: sql`now()` }).where(and(eq(userSessions.userId, row.id), sql`${userSessions.revokedAt} is null`));
    await revokeUserTokens({ userId: row.id, purposes: PASSWORD_LINK_PURPOSES }, tx);
    return row;
  });
  if (user.email) await clearLoginFailures(ctx.site.id, user.email);
  return { message: PasswordMessages.passwordSet, email: user.email };
}

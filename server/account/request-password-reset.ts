import "server-only";
import { eq, sql } from "drizzle-orm";
import { users } from "@/db/schema/users";
import { PasswordMessages, type TForgetPasswordRequest } from "@/lib/contracts/passwords";
import { consumePasswordResetAllowance } from "@/server/auth/password-reset-rate-limit";
import type { RequestContext } from "@/server/http/context";
import { sendPasswordLink } from "./send-password-link";

/**
 * POST /api/wl/user/forgetPassword. The answer is the same whether or not the address has an
 * account, and so is the time it takes: the lookup runs either way, and the link is issued and
 * emailed after the response is decided (not awaited), so neither the token insert nor the SMTP
 * conversation shows in the response time. Blocked users get no link.
 */
export async function requestPasswordReset(ctx: RequestContext, input: TForgetPasswordRequest): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  await consumePasswordResetAllowance(ctx.site.id, email, ctx.ip);
  const [user] = await ctx.db.db
    .select({ id: users.id })
    .from(users)
    .where(ctx.db.where(users, sql`lower(${users.email}) = ${email}`, eq(users.isBlocked, false)))
    .limit(1);
  if (user) {
    const siteId = ctx.site.id;
    void sendPasswordLink({ siteId, userId: user.id, kind: "resetPassword" }).catch((err: unknown) => ctx.log.error({ err, userId: user.id }, "password reset link not sent"));
  }
  return { message: PasswordMessages.resetRequested };
}

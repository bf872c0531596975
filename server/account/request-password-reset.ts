import "server-only";
import { PasswordMessages, type TForgetPasswordRequest } from "@/lib/contracts/passwords";
import { consumePasswordResetAllowance } from "@/server/auth/password-reset-rate-limit";
import type { RequestContext } from "@/server/http/context";
import { enqueuePasswordReset } from "./password-reset-job";

/**
 * POST /api/wl/user/forgetPassword. The answer is the same whether or not the address has an
 * account, and so is the work done before it: the rate limit and one queued job
 * (server/account/password-reset-job.ts), which looks the address up and, for an active user,
 * writes the link's email to the outbox (decision 0022). Blocked users get no link.
 */
export async function requestPasswordReset(ctx: RequestContext, input: TForgetPasswordRequest): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase();
  await consumePasswordResetAllowance(ctx.site.id, email, ctx.ip);
  await enqueuePasswordReset({ siteId: ctx.site.id, email });
  return { message: PasswordMessages.resetRequested };
}

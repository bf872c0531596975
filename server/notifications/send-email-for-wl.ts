import "server-only";
import { NotificationMessages, type TSendEmailForWlRequest, type TSendEmailResult } from "@/lib/contracts/notifications";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { sendEmail } from "./send-email";

/** POST /api/partner/notifications/sendEmailForWl {name, to, subject, text, html, siteId}: name is the sender's display name. */
export async function sendEmailForWl(ctx: UserContext, input: TSendEmailForWlRequest): Promise<TSendEmailResult> {
  if (input.siteId !== ctx.site.id) throw new AppError("FORBIDDEN", NotificationMessages.siteMismatch);
  return sendEmail(ctx.db, {
    to: input.to,
    subject: input.subject,
    text: input.text ?? undefined,
    html: input.html ?? undefined,
    fromName: input.name,
    createdByUserId: ctx.principal.userId,
  });
}

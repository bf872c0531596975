import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { emailAttachments } from "@/db/schema/notifications";
import { sites } from "@/db/schema/sites";
import { emailOutbox } from "@/db/schema/tickets";
import { ZEmailMessage } from "@/lib/contracts/notifications";
import { AppError } from "@/server/http/errors";
import { parseWithSchema } from "@/server/http/input";
import { deliverClaimedEmail, EMAIL_CLAIM_LEASE_MS, type DeliveryStatus } from "./outbox-delivery";
import { inlineDataImages, InlineImages } from "./inline-images";
import { getSmtpUrl } from "./smtp-transport";

/** One plain address on one line, else null (a malformed contact never breaks a send). */
function toReplyTo(address: string | null | undefined): string | null {
  const value = address?.trim();
  return value && /^[^\s@<>,;"]+@[^\s@<>,;"]+$/.test(value) ? value : null;
}

/**
 * A file sent with the email (a quotation or vouchers PDF): stored with the outbox row (decision 0042).
 * With `contentId`, an image the HTML shows as `<img src="cid:...">` (inline, decision 0057).
 */
export type EmailAttachmentInput = { filename: string; contentType: string; content: Buffer; contentId?: string };

/** `replyTo`: where answers go (default: the site's adminEmail); From is always the deployment's address. */
export type EmailMessageInput = { to: string; subject: string; text?: string; html?: string; fromName?: string; replyTo?: string | null; createdByUserId?: number | null; attachments?: EmailAttachmentInput[] };

/**
 * Sends one email for the site (the e-ticket's Email button, the partner API). The outbox row is
 * written first, so nothing is lost: with SMTP_URL set the row is claimed for this attempt
 * (attempts 1, nextAttemptAt past the claim lease so the job leaves it alone) and sent now; a
 * refused or unreachable server leaves it pending for the deliver-outbox job. Without SMTP_URL the
 * row stays pending with 0 attempts: kept for staff at /staff/mailbox, never retried by the job.
 * From: the site's companyName (or fromName) at the deployment's address (SMTP_FROM); Reply-To:
 * `replyTo`, else the site's adminEmail (decision 0057: one relay sends for every site's domain).
 * A data: image left in the HTML becomes an inline cid: part (mail clients strip data: URIs).
 * Attachments are written with the row in one transaction, so every attempt sends them.
 * Throws AppError VALIDATION_ERROR (400, shortError) for a bad address, subject or empty body.
 */
export async function sendEmail(db: SiteDb, message: EmailMessageInput): Promise<{ id: number; status: DeliveryStatus }> {
  const input = parseWithSchema(ZEmailMessage, { to: message.to, subject: message.subject, text: message.text, html: message.html, fromName: message.fromName });
  const [site] = await db.db.select({ companyName: sites.companyName, adminEmail: sites.adminEmail }).from(sites).where(eq(sites.id, db.siteId));
  if (!site) throw new AppError("NOT_FOUND", "Site not found");
  const smtpUrl = getSmtpUrl();
  const now = new Date();
  const images = new InlineImages();
  const html = input.html === null ? null : inlineDataImages(input.html, images);
  const attachments = [...(message.attachments ?? []), ...images.attachments];
  const replyTo = toReplyTo(message.replyTo === undefined ? site.adminEmail : message.replyTo);
  const row = await db.transaction(async (tx) => {
    const [queued] = await tx
      .insert(emailOutbox)
      .values({
        siteId: db.siteId,
        toAddress: input.to,
        fromName: input.fromName ?? site.companyName,
        replyTo,
        subject: input.subject,
        textBody: input.text,
        htmlBody: html,
        status: "pending",
        attempts: smtpUrl ? 1 : 0,
        nextAttemptAt: smtpUrl ? new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS) : now,
        createdByUserId: message.createdByUserId ?? null,
      })
      .returning();
    if (attachments.length) await tx.insert(emailAttachments).values(attachments.map((a) => ({ siteId: db.siteId, emailId: queued.id, ...a })));
    return queued;
  });
  if (!smtpUrl) return { id: row.id, status: "pending" };
  return { id: row.id, status: await deliverClaimedEmail(row, smtpUrl) };
}

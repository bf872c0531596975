import "server-only";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { emailAttachments } from "@/db/schema/notifications";
import { sites } from "@/db/schema/sites";
import { emailOutbox } from "@/db/schema/tickets";
import { getLogger } from "@/server/http/logger";
import { findSitePrimaryDomain } from "@/server/sites/find-site";
import { getSmtpTransport } from "./smtp-transport";

/*
 * One delivery attempt of an outbox row that its caller has already claimed (attempts counted,
 * nextAttemptAt moved past the claim lease so no one else picks it up): send over SMTP, then mark
 * the row sent, or keep it pending with a backoff, or give up after MAX_EMAIL_ATTEMPTS.
 */

export const MAX_EMAIL_ATTEMPTS = 6;
/** Minutes to wait after the 1st, 2nd, ... failed attempt; the 6th failure marks the row failed. */
export const EMAIL_BACKOFF_MINUTES = [1, 5, 15, 60, 240] as const;
/** How long a claimed row is left alone: longer than the transport's timeouts allow a send to take. */
export const EMAIL_CLAIM_LEASE_MS = 5 * 60_000;

export type ClaimedEmail = {
  id: number;
  siteId: number;
  toAddress: string;
  fromName: string | null;
  subject: string;
  textBody: string | null;
  htmlBody: string | null;
  /** Attempts including this one. */
  attempts: number;
};

export type DeliveryStatus = "pending" | "sent" | "failed";

export function getRetryDelayMs(attempts: number): number {
  const index = Math.min(Math.max(attempts, 1), EMAIL_BACKOFF_MINUTES.length) - 1;
  return EMAIL_BACKOFF_MINUTES[index] * 60_000;
}

/** The envelope sender: SMTP_FROM, else the site's adminEmail, else no-reply@ its primary domain. */
async function getFromAddress(siteId: number): Promise<string> {
  const configured = process.env.SMTP_FROM?.trim();
  if (configured) return configured;
  const [site] = await systemDb.select({ adminEmail: sites.adminEmail }).from(sites).where(eq(sites.id, siteId));
  if (site?.adminEmail) return site.adminEmail;
  return `no-reply@${(await findSitePrimaryDomain(siteId)) ?? "localhost"}`;
}

function describeError(error: unknown): string {
  const e = error as { message?: unknown; code?: unknown };
  const message = typeof e?.message === "string" && e.message ? e.message : String(error);
  const code = typeof e?.code === "string" ? `${e.code}: ` : "";
  return `${code}${message}`.replace(/\s+/g, " ").slice(0, 1000);
}

async function recordFailure(row: ClaimedEmail, error: unknown, failedAt: Date): Promise<DeliveryStatus> {
  const isLastAttempt = row.attempts >= MAX_EMAIL_ATTEMPTS;
  getLogger().warn({ emailId: row.id, site: row.siteId, attempts: row.attempts, isLastAttempt, err: error }, "email delivery failed");
  await systemDb
    .update(emailOutbox)
    .set({
      status: isLastAttempt ? "failed" : "pending",
      lastError: describeError(error),
      nextAttemptAt: isLastAttempt ? failedAt : new Date(failedAt.getTime() + getRetryDelayMs(row.attempts)),
    })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.siteId, row.siteId)));
  return isLastAttempt ? "failed" : "pending";
}

export async function deliverClaimedEmail(row: ClaimedEmail, smtpUrl: string, now = () => new Date()): Promise<DeliveryStatus> {
  let messageId: string | null;
  try {
    const address = await getFromAddress(row.siteId);
    const attachments = await systemDb
      .select({ filename: emailAttachments.filename, contentType: emailAttachments.contentType, content: emailAttachments.content })
      .from(emailAttachments)
      .where(and(eq(emailAttachments.emailId, row.id), eq(emailAttachments.siteId, row.siteId)))
      .orderBy(emailAttachments.id);
    const info = await getSmtpTransport(smtpUrl).sendMail({
      from: row.fromName ? { name: row.fromName, address } : address,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody ?? undefined,
      html: row.htmlBody ?? undefined,
      attachments: attachments.length ? attachments : undefined,
    });
    messageId = info.messageId ?? null;
  } catch (error) {
    return recordFailure(row, error, now());
  }
  // Outside the try: a failed write after the server accepted the message must not count as a refusal.
  await systemDb
    .update(emailOutbox)
    .set({ status: "sent", messageId, sentAt: now(), lastError: null })
    .where(and(eq(emailOutbox.id, row.id), eq(emailOutbox.siteId, row.siteId)));
  return "sent";
}

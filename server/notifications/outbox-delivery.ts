import "server-only";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { emailAttachments } from "@/db/schema/notifications";
import { sites } from "@/db/schema/sites";
import { emailOutbox } from "@/db/schema/tickets";
import { getLogger } from "@/server/http/logger";
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
  replyTo: string | null;
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

/**
 * The From and envelope address (decision 0057): one the deployment controls, the same for every
 * site, so SPF, DKIM and DMARC pass on the deployment's domain whichever site sends. SMTP_FROM, else
 * no-reply@ the host of NEXTAUTH_URL (the deployment's own URL). The site's name is the display
 * name and its contact the Reply-To: a site's own domain in From would fail DMARC at the recipient.
 */
export function getDeploymentFromAddress(): string {
  const configured = process.env.SMTP_FROM?.trim();
  if (configured) return configured;
  let host = "localhost";
  try {
    host = new URL(process.env.NEXTAUTH_URL ?? "http://localhost").hostname || host;
  } catch {
    // A malformed NEXTAUTH_URL: keep localhost.
  }
  return `no-reply@${host}`;
}

/** Reply-To: the row's (the site's adminEmail when it was queued), else the site's adminEmail now (rows queued before decision 0057). */
async function getReplyTo(row: ClaimedEmail): Promise<string | undefined> {
  if (row.replyTo) return row.replyTo;
  const [site] = await systemDb.select({ adminEmail: sites.adminEmail }).from(sites).where(eq(sites.id, row.siteId));
  return site?.adminEmail ?? undefined;
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
    const address = getDeploymentFromAddress();
    const replyTo = await getReplyTo(row);
    const stored = await systemDb
      .select({ filename: emailAttachments.filename, contentType: emailAttachments.contentType, content: emailAttachments.content, contentId: emailAttachments.contentId })
      .from(emailAttachments)
      .where(and(eq(emailAttachments.emailId, row.id), eq(emailAttachments.siteId, row.siteId)))
      .orderBy(emailAttachments.id);
    // Inline images carry their Content-ID (the HTML's cid:) and disposition inline; files are plain attachments.
    const attachments = stored.map(({ contentId, ...a }) => (contentId ? { ...a, cid: contentId, contentDisposition: "inline" as const } : a));
    const info = await getSmtpTransport(smtpUrl).sendMail({
      from: row.fromName ? { name: row.fromName, address } : address,
      replyTo,
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

import "server-only";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { deliverClaimedEmail, EMAIL_CLAIM_LEASE_MS, type ClaimedEmail } from "./outbox-delivery";
import { getSmtpUrl } from "./smtp-transport";

const BATCH_SIZE = 20;
const MAX_BATCHES = 10;

/**
 * Claims up to `limit` due rows in one statement: pending, attempted before (attempts > 0: a row
 * written while no SMTP server was configured stays in the mailbox and is never sent behind staff's
 * back), nextAttemptAt reached. FOR UPDATE SKIP LOCKED lets concurrent workers claim disjoint rows;
 * the claim counts the attempt and moves nextAttemptAt past the lease, so once committed no other
 * worker (or a later run) sees the row until this attempt has recorded its outcome.
 */
async function claimDueEmails(now: Date, limit: number): Promise<ClaimedEmail[]> {
  const due = systemDb
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), gt(emailOutbox.attempts, 0), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  return systemDb
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + EMAIL_CLAIM_LEASE_MS) })
    // The due conditions again: a row another worker claimed meanwhile fails them on PostgreSQL's recheck.
    .where(and(inArray(emailOutbox.id, due), eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .returning({
      id: emailOutbox.id,
      siteId: emailOutbox.siteId,
      toAddress: emailOutbox.toAddress,
      fromName: emailOutbox.fromName,
      replyTo: emailOutbox.replyTo,
      subject: emailOutbox.subject,
      textBody: emailOutbox.textBody,
      htmlBody: emailOutbox.htmlBody,
      attempts: emailOutbox.attempts,
    });
}

export type DeliverOutboxResult = { isSmtpConfigured: boolean; sent: number; retrying: number; failed: number };

/**
 * The retry job (pg-boss "deliver-outbox", every minute; every site): sends the due pending
 * messages the SMTP server refused before. Without SMTP_URL there is nothing to retry and it
 * touches nothing.
 */
export async function deliverOutbox(now: () => Date = () => new Date()): Promise<DeliverOutboxResult> {
  const result: DeliverOutboxResult = { isSmtpConfigured: false, sent: 0, retrying: 0, failed: 0 };
  const smtpUrl = getSmtpUrl();
  if (!smtpUrl) return result;
  result.isSmtpConfigured = true;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await claimDueEmails(now(), BATCH_SIZE);
    for (const row of rows) {
      const status = await deliverClaimedEmail(row, smtpUrl, now);
      if (status === "sent") result.sent += 1;
      else if (status === "failed") result.failed += 1;
      else result.retrying += 1;
    }
    if (rows.length < BATCH_SIZE) break;
  }
  return result;
}

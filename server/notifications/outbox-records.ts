import "server-only";
import type { emailOutbox } from "@/db/schema/tickets";
import type { EmailStatus, TEmailOutboxMessage, TEmailOutboxRow } from "@/lib/contracts/notifications";

type OutboxRow = typeof emailOutbox.$inferSelect;

/** The mailbox's row: nextAttemptAt only when the job will retry it (pending and attempted before). */
export function toOutboxRowView(row: Omit<OutboxRow, "textBody" | "htmlBody" | "messageId" | "createdByUserId" | "replyTo">): TEmailOutboxRow {
  const isRetrying = row.status === "pending" && row.attempts > 0;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    to: row.toAddress,
    fromName: row.fromName,
    subject: row.subject,
    status: row.status as EmailStatus,
    attempts: row.attempts,
    lastError: row.lastError,
    nextAttemptAt: isRetrying ? row.nextAttemptAt.toISOString() : null,
    sentAt: row.sentAt?.toISOString() ?? null,
  };
}

export function toOutboxMessageView(row: OutboxRow): TEmailOutboxMessage {
  return { ...toOutboxRowView(row), text: row.textBody, html: row.htmlBody, messageId: row.messageId, createdByUserId: row.createdByUserId };
}

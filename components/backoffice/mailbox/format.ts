import { format } from "date-fns";
import type { TEmailOutboxRow } from "@/lib/contracts/notifications";

export const formatMailDate = (iso: string | null) => (iso ? format(new Date(iso), "dd MMM yyyy, HH:mm") : "");

/** Pending with 0 attempts was never handed to an SMTP server (none configured): it lives in the mailbox only. */
export function describeStatus(row: Pick<TEmailOutboxRow, "status" | "attempts" | "nextAttemptAt">): string {
  if (row.status === "sent") return "Sent";
  if (row.status === "failed") return "Failed";
  if (row.attempts === 0) return "Pending (kept in outbox)";
  return row.nextAttemptAt ? `Pending (retry ${formatMailDate(row.nextAttemptAt)})` : "Pending";
}

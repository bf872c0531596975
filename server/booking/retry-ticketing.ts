import "server-only";
import { and, eq, inArray, lt, or, sql } from "drizzle-orm";
import { createSiteDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { issueTickets, MAX_TICKET_ATTEMPTS } from "./issue-tickets";

/** A booking left in `booking` this long was abandoned by a crashed request. */
const STUCK_AFTER_MS = 10 * 60_000;
/** Wait this long after an uncertain answer before asking again. */
const RETRY_AFTER_MS = 60_000;

/**
 * The ticketing retry job (pg-boss, every minute): every booking whose ticketing stayed uncertain
 * (needsAttention with the money held) or was abandoned mid-call is claimed once (a conditional
 * update, so two workers never take the same one) and sent through issueTickets again with the same
 * idempotency keys: the supplier answers the tickets it already issued, or issues them now. After
 * MAX_TICKET_ATTEMPTS the booking stays needsAttention for staff, money still held.
 */
export async function retryTicketing(now = new Date()): Promise<{ retried: number; ticketed: number }> {
  const due = await systemDb
    .select({ id: flightBookings.id })
    .from(flightBookings)
    .where(
      and(
        lt(flightBookings.ticketAttempts, MAX_TICKET_ATTEMPTS),
        or(
          and(eq(flightBookings.status, "needsAttention"), lt(flightBookings.updatedAt, new Date(now.getTime() - RETRY_AFTER_MS))),
          and(eq(flightBookings.status, "booking"), lt(flightBookings.updatedAt, new Date(now.getTime() - STUCK_AFTER_MS))),
        ),
      ),
    )
    .limit(100);
  let ticketed = 0;
  for (const { id } of due) {
    const [claimed] = await systemDb
      .update(flightBookings)
      .set({ status: "booking", updatedAt: now })
      .where(and(eq(flightBookings.id, id), inArray(flightBookings.status, ["needsAttention", "booking"]), sql`${flightBookings.updatedAt} < ${new Date(now.getTime() - RETRY_AFTER_MS)}`))
      .returning();
    if (!claimed) continue;
    const done = await issueTickets(createSiteDb(claimed.siteId), claimed);
    if (done.status === "ticketed") ticketed += 1;
  }
  return { retried: due.length, ticketed };
}

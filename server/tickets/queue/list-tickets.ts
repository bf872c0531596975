import "server-only";
import { eq, sql } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import type { TTicketFilters } from "@/lib/contracts/tickets";
import type { UserContext } from "@/server/http/context";
import { ticketColumns, ticketConditions, ticketOrder, visibilityOf, type TicketList } from "./ticket-query";
import { toTicketCard } from "./to-ticket-card";

/** Totals are exact up to this many bookings; beyond it the answer says isTotalCapped (shown as "10,000+"). */
export const COUNT_CAP = 10_000;

async function listQueue(ctx: UserContext, list: TicketList, filters: TTicketFilters) {
  const visibility = await visibilityOf(ctx);
  const where = ticketConditions(ctx, list, filters, visibility);
  const [rows, [{ total }]] = await Promise.all([
    ctx.db.db
      .select(ticketColumns)
      .from(flightBookings)
      .leftJoin(users, eq(users.id, flightBookings.userId))
      .where(where)
      .orderBy(...ticketOrder(filters.sortBy))
      .limit(filters.pageSize)
      .offset((filters.page - 1) * filters.pageSize),
    // Counting stops past COUNT_CAP: an exact total of hundreds of thousands costs more than the page itself.
    ctx.db.db.select({ total: sql<number>`count(*)::int` }).from(ctx.db.db.select({ one: sql`1` }).from(flightBookings).where(where).limit(COUNT_CAP + 1).as("capped")),
  ]);
  const isCapped = total > COUNT_CAP;
  const totalRecords = isCapped ? COUNT_CAP : total;
  return {
    records: rows.map((row) => toTicketCard(row, visibility.creatorView)),
    totalRecords,
    totalPages: Math.ceil(totalRecords / filters.pageSize),
    page: filters.page,
    isTotalCapped: isCapped,
  };
}

/** POST /api/getTickets: the air ticket queue, or the change-request queue (queue changeRequests). */
export const listTickets = (ctx: UserContext, filters: TTicketFilters) => listQueue(ctx, filters.queue, filters);

/** POST /api/getBookedFlights: held bookings. */
export const listBookedFlights = (ctx: UserContext, filters: TTicketFilters) => listQueue(ctx, "booked", filters);

import "server-only";
import { count, eq } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import type { TTicketFilters } from "@/lib/contracts/tickets";
import type { UserContext } from "@/server/http/context";
import { ticketColumns, ticketConditions, ticketOrder, visibilityOf, type TicketList } from "./ticket-query";
import { toTicketCard } from "./to-ticket-card";

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
    ctx.db.db.select({ total: count() }).from(flightBookings).where(where),
  ]);
  return {
    records: rows.map((row) => toTicketCard(row, visibility.isStaffView)),
    totalRecords: total,
    totalPages: Math.ceil(total / filters.pageSize),
    page: filters.page,
  };
}

/** POST /api/getTickets: the air ticket queue, or the change-request queue (queue changeRequests). */
export const listTickets = (ctx: UserContext, filters: TTicketFilters) => listQueue(ctx, filters.queue, filters);

/** POST /api/getBookedFlights: held bookings. */
export const listBookedFlights = (ctx: UserContext, filters: TTicketFilters) => listQueue(ctx, "booked", filters);

import "server-only";
import { eq, inArray } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { ticketColumns, ticketOrder, visibilityOf } from "./ticket-query";

/**
 * The queue's ticked bookings the caller can see (their own, their company's, the site's for staff),
 * newest booking first. One the caller cannot see, or another site's, makes the whole action 404.
 */
export async function selectedBookingRows(ctx: UserContext, bookingIds: number[]) {
  const visibility = await visibilityOf(ctx);
  const ids = [...new Set(bookingIds)];
  const rows = await ctx.db.db
    .select(ticketColumns)
    .from(flightBookings)
    .leftJoin(users, eq(users.id, flightBookings.userId))
    .where(ctx.db.where(flightBookings, visibility.condition, inArray(flightBookings.id, ids)))
    .orderBy(...ticketOrder("BD"));
  if (rows.length !== ids.length) throw new AppError("NOT_FOUND", "Booking not found");
  return { rows, creatorView: visibility.creatorView };
}

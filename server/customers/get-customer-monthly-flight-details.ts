import "server-only";
import { and, countDistinct, eq, gte, isNotNull, sql } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { MONTHLY_FLIGHT_MONTHS } from "@/lib/contracts/customer-admin";
import type { RequestContext } from "@/server/http/context";
import { getSiteCustomerOrThrow } from "./find-site-customer";

/** "2026-11" for the UTC month `offset` months before `now`'s. */
function monthKey(now: Date, offset: number): string {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - offset, 1)).toISOString().slice(0, 7);
}

/** Searches per booking with two decimals; null without bookings. */
export const lookToBookRatio = (looks: number, books: number): number | null => (books === 0 ? null : Math.round((looks / books) * 100) / 100);

/**
 * POST /api/wl/user/getCustomerMonthlyFlightDetails {userId}. look_count is the search counter
 * kept per user and month (server/flights/search-flights.ts, UTC months); book_count is derived
 * from the bookings: one per order (a domestic return's two legs count once) that reached the
 * supplier (bookedAt set), in the month it did.
 */
export async function getCustomerMonthlyFlightDetails(ctx: RequestContext, input: { userId: number }, now = new Date()) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.userId);
  const months = Array.from({ length: MONTHLY_FLIGHT_MONTHS }, (_, i) => monthKey(now, MONTHLY_FLIGHT_MONTHS - 1 - i));
  const from = new Date(`${months[0]}-01T00:00:00Z`);
  const bookedMonth = sql<string>`to_char(${flightBookings.bookedAt} at time zone 'UTC', 'YYYY-MM')`;
  const [looks, books] = await Promise.all([
    ctx.db.db
      .select({ monthYear: userMonthlyFlightStats.monthYear, lookCount: userMonthlyFlightStats.lookCount })
      .from(userMonthlyFlightStats)
      .where(and(eq(userMonthlyFlightStats.siteId, ctx.site.id), eq(userMonthlyFlightStats.userId, customer.id), gte(userMonthlyFlightStats.monthYear, months[0]))),
    ctx.db.db
      .select({ monthYear: bookedMonth, bookCount: countDistinct(flightBookings.orderId) })
      .from(flightBookings)
      .where(ctx.db.where(flightBookings, eq(flightBookings.userId, customer.id), isNotNull(flightBookings.bookedAt), gte(flightBookings.bookedAt, from)))
      .groupBy(bookedMonth),
  ]);
  const lookBy = new Map(looks.map((r) => [r.monthYear, r.lookCount]));
  const bookBy = new Map(books.map((r) => [r.monthYear, Number(r.bookCount)]));
  const result = months.map((month_year) => {
    const look_count = lookBy.get(month_year) ?? 0;
    const book_count = bookBy.get(month_year) ?? 0;
    return { month_year, look_count, book_count, ratio: lookToBookRatio(look_count, book_count) };
  });
  const totalLooks = result.reduce((sum, r) => sum + r.look_count, 0);
  const totalBooks = result.reduce((sum, r) => sum + r.book_count, 0);
  return {
    userId: customer.id,
    flightLookToBook: { is_exempted: customer.isFlightSearchExempted },
    result,
    total: { look_count: totalLooks, book_count: totalBooks, ratio: lookToBookRatio(totalLooks, totalBooks) },
  };
}

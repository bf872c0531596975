import "server-only";
import { and, eq, gte, lte } from "drizzle-orm";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { MONTHLY_FLIGHT_MONTHS } from "@/lib/contracts/customer-admin";
import type { RequestContext } from "@/server/http/context";
import { addMonths, countBookingsByUserMonth, lookToBookRatio, siteMonthOf } from "@/server/flights/look-to-book";
import { getSiteCustomerOrThrow } from "./find-site-customer";

/**
 * POST /api/wl/user/getCustomerMonthlyFlightDetails {userId}. Months are the site's calendar months
 * (decision 0016), the same the look-to-book cap counts in (decision 0022). look_count is the
 * search counter kept per user and month (server/flights/look-to-book.ts); book_count is derived
 * from the bookings: one per order (a domestic return's two legs count once) that reached the
 * supplier (bookedAt set), in the site's month it did.
 */
export async function getCustomerMonthlyFlightDetails(ctx: RequestContext, input: { userId: number }, now = new Date()) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.userId);
  const current = siteMonthOf(now, ctx.site.timezone);
  const months = Array.from({ length: MONTHLY_FLIGHT_MONTHS }, (_, i) => addMonths(current, i - (MONTHLY_FLIGHT_MONTHS - 1)));
  const [looks, books] = await Promise.all([
    ctx.db.db
      .select({ monthYear: userMonthlyFlightStats.monthYear, lookCount: userMonthlyFlightStats.lookCount })
      .from(userMonthlyFlightStats)
      .where(and(eq(userMonthlyFlightStats.siteId, ctx.site.id), eq(userMonthlyFlightStats.userId, customer.id), gte(userMonthlyFlightStats.monthYear, months[0]), lte(userMonthlyFlightStats.monthYear, current))),
    countBookingsByUserMonth(ctx.db, ctx.site.timezone, [customer.id], months[0], addMonths(current, 1)),
  ]);
  const lookBy = new Map(looks.map((r) => [r.monthYear, r.lookCount]));
  const bookBy = new Map(books.map((r) => [r.monthYear, r.bookCount]));
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

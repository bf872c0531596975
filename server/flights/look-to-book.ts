import "server-only";
import { and, countDistinct, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { users } from "@/db/schema/users";
import { siteDayStart, toSiteDay } from "@/lib/dates";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { SiteRecord } from "@/server/sites/find-site";
import { SEARCH_NOT_ALLOWED_MESSAGE } from "./search-rules";

/*
 * Look-to-book (decision 0022): searches and bookings are counted per user and calendar month of
 * the site's zone (decision 0016). Business users (travel agents, corporates) get
 * `sites.lookToBookFreeSearches` searches a month; past them a search is refused while searches
 * per booking would exceed `sites.lookToBookMaxRatio` (null: no cap). Exempted customers, retail
 * users and staff are never capped.
 */

/** The users the cap applies to. */
export const CAPPED_USER_TYPES: readonly string[] = ["travelAgent", "corporate"];

/** 403 text: why, and who to ask (decision 0022). */
export const LOOK_TO_BOOK_LIMIT_MESSAGE = (searches: number, bookings: number, ratio: number, freeSearches: number, contact: string) =>
  `Search limit reached: ${searches} searches for ${bookings} ${bookings === 1 ? "booking" : "bookings"} this month (limit ${ratio} searches per booking after ${freeSearches} free searches). Ask ${contact} to raise it.`;

/** "Demo Travels (support@demo.test, +91 22 4000 1234)": the site's admin contact as the site names it. */
export function siteContactOf(site: Pick<SiteRecord, "companyName" | "adminEmail" | "adminContact">): string {
  const ways = [site.adminEmail, site.adminContact].filter((w): w is string => !!w && w.trim() !== "");
  return ways.length > 0 ? `${site.companyName} (${ways.join(", ")})` : site.companyName;
}

/** "2026-11": the site's calendar month of an instant. */
export const siteMonthOf = (at: Date, zone: string): string => toSiteDay(at, zone).slice(0, 7);

/** The month `offset` months after "YYYY-MM" (negative: before). */
export function addMonths(month: string, offset: number): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1 + offset, 1)).toISOString().slice(0, 7);
}

/** The instant the site's month "YYYY-MM" starts. */
export const siteMonthStart = (month: string, zone: string): Date => siteDayStart(`${month}-01`, zone);

/**
 * SQL: the site's month ("YYYY-MM") a booking reached the supplier in. The zone is a literal (a
 * known IANA name, quotes doubled) so the select and the GROUP BY are the same expression.
 */
export const bookedSiteMonth = (zone: string) => sql<string>`to_char(${flightBookings.bookedAt} at time zone ${sql.raw(`'${zone.replace(/'/g, "''")}'`)}, 'YYYY-MM')`;

/**
 * Bookings as look-to-book counts them: one per order (a domestic return's two legs count once)
 * that reached the supplier (bookedAt set), in the site's month it did. Grouped by user and month,
 * months from `fromMonth` up to (not including) `toMonth`.
 */
export async function countBookingsByUserMonth(db: SiteDb, zone: string, userIds: number[], fromMonth: string, toMonth: string) {
  if (userIds.length === 0) return [];
  const month = bookedSiteMonth(zone);
  const rows = await db.db
    .select({ userId: flightBookings.userId, monthYear: month, bookCount: countDistinct(flightBookings.orderId) })
    .from(flightBookings)
    .where(
      db.where(
        flightBookings,
        inArray(flightBookings.userId, userIds),
        isNotNull(flightBookings.bookedAt),
        gte(flightBookings.bookedAt, siteMonthStart(fromMonth, zone)),
        lt(flightBookings.bookedAt, siteMonthStart(toMonth, zone)),
      ),
    )
    .groupBy(flightBookings.userId, month);
  return rows.map((r) => ({ userId: r.userId, monthYear: r.monthYear, bookCount: Number(r.bookCount) }));
}

export type MonthlyLookToBook = { lookCount: number; bookCount: number };

/** Searches and bookings of the site's month `month` for each user: two grouped queries, whatever the number of users. */
export async function getMonthlyLookToBook(db: SiteDb, site: SiteRecord, userIds: number[], month: string): Promise<Map<number, MonthlyLookToBook>> {
  const counts = new Map<number, MonthlyLookToBook>(userIds.map((id) => [id, { lookCount: 0, bookCount: 0 }]));
  if (userIds.length === 0) return counts;
  const [looks, books] = await Promise.all([
    db.db
      .select({ userId: userMonthlyFlightStats.userId, lookCount: userMonthlyFlightStats.lookCount })
      .from(userMonthlyFlightStats)
      .where(and(eq(userMonthlyFlightStats.siteId, site.id), inArray(userMonthlyFlightStats.userId, userIds), eq(userMonthlyFlightStats.monthYear, month))),
    countBookingsByUserMonth(db, site.timezone, userIds, month, addMonths(month, 1)),
  ]);
  for (const r of looks) counts.get(r.userId)!.lookCount = r.lookCount;
  for (const r of books) counts.get(r.userId)!.bookCount = r.bookCount;
  return counts;
}

/** Searches per booking with two decimals; null without bookings. */
export const lookToBookRatio = (looks: number, books: number): number | null => (books === 0 ? null : Math.round((looks / books) * 100) / 100);

/**
 * Whether one more search fits: always within the free allowance; past it, while searches (this
 * one included) per booking stay at or under the ratio. So the month allows
 * max(freeSearches, ratio × bookings) searches.
 */
export function isWithinLookToBook(counts: MonthlyLookToBook, freeSearches: number, maxRatio: number | null): boolean {
  if (maxRatio === null) return true;
  const next = counts.lookCount + 1;
  return next <= freeSearches || next <= maxRatio * counts.bookCount;
}

/**
 * The one check of every flight search entry point (search, calendar fares): 403 when the
 * customer's flight search is switched off, or when a capped user is past the look-to-book limit.
 * Answers the caller's legal entity for pricing. A refused search is not counted.
 */
export async function assertMaySearch(ctx: UserContext, now = new Date()): Promise<{ legalEntityId: number | null }> {
  const [user] = await ctx.db.db
    .select({ isAllowed: users.isFlightSearchAllowed, legalEntityId: users.legalEntityId, userType: users.userType, isExempted: users.isFlightSearchExempted })
    .from(users)
    .where(ctx.db.byId(users, ctx.principal.userId))
    .limit(1);
  if (!user?.isAllowed) throw new AppError("FORBIDDEN", SEARCH_NOT_ALLOWED_MESSAGE);
  const { lookToBookFreeSearches: free, lookToBookMaxRatio: ratio } = ctx.site;
  if (ratio !== null && !user.isExempted && CAPPED_USER_TYPES.includes(user.userType)) {
    const counts = (await getMonthlyLookToBook(ctx.db, ctx.site, [ctx.principal.userId], siteMonthOf(now, ctx.site.timezone))).get(ctx.principal.userId)!;
    if (!isWithinLookToBook(counts, free, ratio)) {
      throw new AppError("FORBIDDEN", LOOK_TO_BOOK_LIMIT_MESSAGE(counts.lookCount, counts.bookCount, ratio, free, siteContactOf(ctx.site)));
    }
  }
  return { legalEntityId: user.legalEntityId };
}

/** Counts one search in the site's month (after it succeeded). */
export async function countSearch(ctx: UserContext, now: Date): Promise<void> {
  const monthYear = siteMonthOf(now, ctx.site.timezone);
  await ctx.db.db
    .insert(userMonthlyFlightStats)
    .values({ userId: ctx.principal.userId, siteId: ctx.site.id, monthYear, lookCount: 1 })
    .onConflictDoUpdate({ target: [userMonthlyFlightStats.userId, userMonthlyFlightStats.monthYear], set: { lookCount: sql`${userMonthlyFlightStats.lookCount} + 1` } });
}

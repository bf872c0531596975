import "server-only";
import { and, desc, eq, notInArray, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { userRecentSearches } from "@/db/schema/recent-searches";
import { RECENT_SEARCH_LIMIT, type TRecentSearch } from "@/lib/contracts/dashboard";
import type { TSearchRequest } from "@/lib/contracts/flights";
import { toSearchQuery } from "@/lib/flight-search-params";

/**
 * Called by POST /api/search once the search is stored: the search moves to the top of the user's
 * recent searches (one row per distinct search), and only the newest RECENT_SEARCH_LIMIT are kept.
 */
export async function rememberSearch(db: SiteDb, userId: number, request: TSearchRequest, searchId: string): Promise<void> {
  const searchKey = toSearchQuery(request);
  await db.db
    .insert(userRecentSearches)
    .values({ siteId: db.siteId, userId, searchKey, request, searchId })
    .onConflictDoUpdate({ target: [userRecentSearches.userId, userRecentSearches.searchKey], set: { searchId, request, searchedAt: sql`now()` } });
  const keep = db.db
    .select({ id: userRecentSearches.id })
    .from(userRecentSearches)
    .where(db.where(userRecentSearches, eq(userRecentSearches.userId, userId)))
    .orderBy(desc(userRecentSearches.searchedAt), desc(userRecentSearches.id))
    .limit(RECENT_SEARCH_LIMIT);
  await db.db.delete(userRecentSearches).where(and(db.where(userRecentSearches, eq(userRecentSearches.userId, userId)), notInArray(userRecentSearches.id, keep)));
}

type Segment = { origin: string; destination: string; departureDate: string };

/** GET /api/user/getRecentSearches: newest first, each with the result page that runs it again. */
export async function listRecentSearches(db: SiteDb, userId: number, now = new Date()): Promise<{ records: TRecentSearch[] }> {
  const rows = await db.db
    .select()
    .from(userRecentSearches)
    .where(db.where(userRecentSearches, eq(userRecentSearches.userId, userId)))
    .orderBy(desc(userRecentSearches.searchedAt), desc(userRecentSearches.id))
    .limit(RECENT_SEARCH_LIMIT);
  const today = now.toISOString().slice(0, 10);
  return {
    records: rows.map((row) => {
      const r = row.request as TSearchRequest;
      const legs: Segment[] = r.journeyType === 3 ? (r.segments ?? []) : [{ origin: r.origin ?? "", destination: r.destination ?? "", departureDate: r.departureDate ?? "" }];
      const route = r.journeyType === 3 ? legs.map((l) => `${l.origin} → ${l.destination}`).join(", ") : `${legs[0].origin} ${r.journeyType === 2 ? "⇄" : "→"} ${legs[0].destination}`;
      const departureDate = legs[0]?.departureDate ?? "";
      return {
        id: row.id,
        journeyType: r.journeyType,
        route,
        departureDate,
        returnDate: r.returnDate ?? null,
        adt: r.adt,
        chd: r.chd ?? 0,
        inf: r.inf ?? 0,
        cabinClass: r.cabinClass ?? 2,
        href: `/app/flight/searchResult/${row.searchId}?${row.searchKey}`,
        isPast: departureDate < today,
        searchedAt: row.searchedAt.toISOString(),
      };
    }),
  };
}

import "server-only";
import { eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { flightSearches } from "@/db/schema/flights";
import type { TSearchRequest } from "@/lib/contracts/flights";
import { toSearchQuery } from "@/lib/flight-search-params";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The result page opened without its query string ("Back to results"): the query of the caller's
 * own search on this site, read from the stored request (expired or not, so the page can search
 * again). Null when there is no such search (unknown, someone else's, already purged).
 */
export async function findSearchQuery(siteId: number, userId: number, searchId: string): Promise<string | null> {
  if (!UUID.test(searchId)) return null;
  const db = createSiteDb(siteId);
  const [row] = await db.db
    .select({ request: flightSearches.request, userId: flightSearches.userId })
    .from(flightSearches)
    .where(db.where(flightSearches, eq(flightSearches.id, searchId)))
    .limit(1);
  if (!row || row.userId !== userId) return null;
  return toSearchQuery(row.request as TSearchRequest);
}

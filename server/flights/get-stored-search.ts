import "server-only";
import { and, eq } from "drizzle-orm";
import { flightSearches } from "@/db/schema/flights";
import type { TFlightResult, TSearchResponse } from "@/lib/contracts/flights";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

export const SEARCH_EXPIRED_MESSAGE = "This search has expired. Please search again.";

export type StoredSupplier = { id: number; name: string; code: string; traceId: string };
export type StoredSearch = { id: string; expiresAt: Date; suppliers: StoredSupplier[]; response: TSearchResponse };

/** The caller's own search on this site: unknown or someone else's is 404, past its 15 minutes 409. */
export async function getStoredSearchOrThrow(ctx: UserContext, searchId: string, now = new Date()): Promise<StoredSearch> {
  const [row] = await ctx.db.db
    .select({ id: flightSearches.id, expiresAt: flightSearches.expiresAt, suppliers: flightSearches.suppliers, response: flightSearches.response, userId: flightSearches.userId })
    .from(flightSearches)
    .where(ctx.db.where(flightSearches, and(eq(flightSearches.id, searchId))))
    .limit(1);
  if (!row || row.userId !== ctx.principal.userId) throw new AppError("NOT_FOUND", "Search not found");
  if (row.expiresAt.getTime() <= now.getTime()) throw new AppError("CONFLICT", SEARCH_EXPIRED_MESSAGE);
  return { id: row.id, expiresAt: row.expiresAt, suppliers: row.suppliers as StoredSupplier[], response: row.response as TSearchResponse };
}

export function findResultOrThrow(search: StoredSearch, resultIndex: string): TFlightResult {
  for (const list of search.response.results) {
    const found = list.find((r) => r.resultIndex === resultIndex);
    if (found) return found;
  }
  throw new AppError("NOT_FOUND", "Result not found in this search");
}

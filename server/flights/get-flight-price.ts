import "server-only";
import type { UserContext } from "@/server/http/context";
import { findResultOrThrow, getStoredSearchOrThrow } from "./get-stored-search";

/** POST /api/getFlightPrice {searchId, resultIndex}: the priced detail of one stored result. */
export async function getFlightPrice(ctx: UserContext, input: { searchId: string; resultIndex: string }) {
  const search = await getStoredSearchOrThrow(ctx, input.searchId);
  return { searchId: search.id, expiresAt: search.expiresAt.toISOString(), result: findResultOrThrow(search, input.resultIndex) };
}

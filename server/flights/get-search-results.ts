import "server-only";
import type { UserContext } from "@/server/http/context";
import { getStoredSearchOrThrow } from "./get-stored-search";

/** POST /api/getSearchResults {searchId}: the stored answer of the caller's own, unexpired search. */
export async function getSearchResults(ctx: UserContext, input: { searchId: string }) {
  return (await getStoredSearchOrThrow(ctx, input.searchId)).response;
}

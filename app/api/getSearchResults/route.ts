import { getSearchResultsEndpoint } from "@/lib/contracts/flights";
import { getSearchResults } from "@/server/flights/get-search-results";
import { route } from "@/server/http/route";

export const POST = route(getSearchResultsEndpoint, (ctx, input) => getSearchResults(ctx, input));

import { getRecentSearchesEndpoint } from "@/lib/contracts/dashboard";
import { listRecentSearches } from "@/server/dashboard/recent-searches";
import { route } from "@/server/http/route";

export const GET = route(getRecentSearchesEndpoint, (ctx) => listRecentSearches(ctx.db, ctx.principal.userId));

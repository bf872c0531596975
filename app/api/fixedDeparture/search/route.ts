import { searchFixedDeparturesEndpoint } from "@/lib/contracts/fixed-departures";
import { searchFixedDepartures } from "@/server/fixed-departures/search-fixed-departures";
import { route } from "@/server/http/route";

export const POST = route(searchFixedDeparturesEndpoint, (ctx, input) => searchFixedDepartures(ctx, input ?? {}));

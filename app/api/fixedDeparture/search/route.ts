import { searchFixedDeparturesEndpoint } from "@/lib/contracts/fixed-departures";
import { searchFixedDepartures } from "@/server/fixed-departures/search-fixed-departures";
import { assertUnlocked } from "@/server/http/lock-mode";
import { route } from "@/server/http/route";

export const POST = route(searchFixedDeparturesEndpoint, (ctx, input) => {
  assertUnlocked(ctx);
  return searchFixedDepartures(ctx, input ?? {});
});

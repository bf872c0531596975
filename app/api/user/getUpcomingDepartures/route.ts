import { getUpcomingDeparturesEndpoint } from "@/lib/contracts/dashboard";
import { listUpcomingDepartures } from "@/server/dashboard/list-upcoming-departures";
import { route } from "@/server/http/route";

export const GET = route(getUpcomingDeparturesEndpoint, (ctx) => listUpcomingDepartures(ctx));

import { saveFixedDepartureEndpoint } from "@/lib/contracts/fixed-departures";
import { saveFixedDeparture } from "@/server/fixed-departures/save-fixed-departure";
import { route } from "@/server/http/route";

export const POST = route(saveFixedDepartureEndpoint, (ctx, input) => saveFixedDeparture(ctx, input));

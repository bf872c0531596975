import { getCalendarFareEndpoint } from "@/lib/contracts/flights";
import { getCalendarFare } from "@/server/flights/get-calendar-fare";
import { route } from "@/server/http/route";

export const POST = route(getCalendarFareEndpoint, (ctx, input) => getCalendarFare(ctx, input));

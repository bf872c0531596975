import { bookFixedDepartureEndpoint } from "@/lib/contracts/fixed-departures";
import { bookFixedDeparture } from "@/server/fixed-departures/book-fixed-departure";
import { route } from "@/server/http/route";

export const POST = route(bookFixedDepartureEndpoint, (ctx, input) => bookFixedDeparture(ctx, input));

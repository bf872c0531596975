import { updateFdPassengersEndpoint } from "@/lib/contracts/fixed-departures";
import { updateFdPassengers } from "@/server/fixed-departures/update-fd-passengers";
import { route } from "@/server/http/route";

export const POST = route(updateFdPassengersEndpoint, (ctx, input) => updateFdPassengers(ctx, input));

import { getPassengerViewOptionsEndpoint } from "@/lib/contracts/booking";
import { getPassengerViewOptions } from "@/server/booking/get-passenger-view-options";
import { route } from "@/server/http/route";

export const POST = route(getPassengerViewOptionsEndpoint, (ctx, input) => getPassengerViewOptions(ctx, input));

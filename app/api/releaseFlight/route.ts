import { releaseFlightEndpoint } from "@/lib/contracts/bookings";
import { releaseFlight } from "@/server/booking/release-flight";
import { route } from "@/server/http/route";

export const POST = route(releaseFlightEndpoint, (ctx, input) => releaseFlight(ctx, input));

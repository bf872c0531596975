import { getBookingDetailsEndpoint } from "@/lib/contracts/bookings";
import { getBookingDetails } from "@/server/booking/get-booking-details";
import { route } from "@/server/http/route";

export const POST = route(getBookingDetailsEndpoint, (ctx, input) => getBookingDetails(ctx, input));

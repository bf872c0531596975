import { validateBookingEndpoint } from "@/lib/contracts/bookings";
import { validateBooking } from "@/server/booking/validate-booking";
import { route } from "@/server/http/route";

export const POST = route(validateBookingEndpoint, (ctx, input) => validateBooking(ctx, input));

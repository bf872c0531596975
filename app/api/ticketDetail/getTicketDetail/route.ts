import { getTicketDetailEndpoint } from "@/lib/contracts/tickets";
import { getBookingDetails } from "@/server/booking/get-booking-details";
import { route } from "@/server/http/route";

export const POST = route(getTicketDetailEndpoint, (ctx, input) => getBookingDetails(ctx, input));

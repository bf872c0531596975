import { updateBookingDetailsEndpoint } from "@/lib/contracts/eticket";
import { route } from "@/server/http/route";
import { updateBookingDetails } from "@/server/tickets/eticket/update-booking-details";

export const POST = route(updateBookingDetailsEndpoint, (ctx, input) => updateBookingDetails(ctx, input));

import "server-only";
import type { TBookingView } from "@/lib/contracts/bookings";
import { ETICKET_STATUSES } from "@/lib/contracts/eticket";
import { getBookingDetails } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/**
 * POST /api/ticketDetail/getTicketDetail: a booking that has tickets (ticketed, change-requested or
 * cancelled after ticketing). A draft, held, failed or released booking has no ticket to show: 404
 * 'Ticket not found' (decision 0016); its own screens read it through getBookingDetails.
 */
export async function getTicketDetail(ctx: UserContext, input: { bookingId: number }): Promise<TBookingView> {
  const view = await getBookingDetails(ctx, input);
  if (!(ETICKET_STATUSES as readonly string[]).includes(view.status)) throw new AppError("NOT_FOUND", "Ticket not found");
  return view;
}

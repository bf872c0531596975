import "server-only";
import { inArray } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { ETicketMessages } from "@/lib/contracts/eticket";
import type { TTicketSelection } from "@/lib/contracts/tickets";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { myEmail, passengerEmails, sendETicketEmails } from "@/server/tickets/eticket/email-eticket";
import { hasETicket } from "@/server/tickets/eticket/has-eticket";
import { selectedBookingRows } from "./selected-bookings";

/**
 * POST /api/tickets/emailETickets: each ticked booking's e-ticket to its passengers and to the caller,
 * through the outbox. Bookings without an e-ticket (held, failed) are skipped and named.
 */
export async function emailSelectedETickets(ctx: UserContext, input: TTicketSelection): Promise<{ message: string; sent: number; skipped: number[] }> {
  const { rows } = await selectedBookingRows(ctx, input.bookingIds);
  const me = await myEmail(ctx);
  const bookings = await ctx.db.db.select().from(flightBookings).where(ctx.db.where(flightBookings, inArray(flightBookings.id, rows.map((r) => r.id))));
  const skipped: number[] = [];
  let sent = 0;
  let isFailed = false;
  for (const row of rows) {
    const booking = bookings.find((b) => b.id === row.id)!;
    const to = [...passengerEmails(booking), ...(me ? [me] : [])];
    if (!hasETicket(booking) || to.length === 0) {
      skipped.push(booking.id);
      continue;
    }
    if (await sendETicketEmails(ctx, booking, to, false)) isFailed = true;
    sent += 1;
  }
  if (isFailed) throw new AppError("SUPPLIER_ERROR", ETicketMessages.emailFailed);
  return { message: sent > 0 ? ETicketMessages.emailSent : "None of the selected bookings has an e-ticket.", sent, skipped };
}


import "server-only";
import { eq } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { ETICKET_STATUSES, ETicketMessages, type TUpdateBookingDetailsRequest } from "@/lib/contracts/eticket";
import { toMinorUnits } from "@/lib/money";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { computeETicketPayment, computeETicketPaymentPaise, readETicketFare, toETicketFareMajor, type ETicketFarePaise } from "./eticket-payment";

const forbidden = () => new AppError("FORBIDDEN", "You do not have permission to do this.");

/**
 * POST /api/updateBookingDetails: the e-ticket's own markup (txnFee, userMergeTxnFeeTaxes) and
 * discount, stored in paise on the booking. Each changed part needs its permission; a part left out
 * keeps its value. The amount paid is never touched; the discount cannot take the total below 0.
 */
export async function updateBookingDetails(ctx: UserContext, input: TUpdateBookingDetailsRequest) {
  const booking = await getViewableBookingOrThrow(ctx, input.bookingId);
  if (!(ETICKET_STATUSES as readonly string[]).includes(booking.status)) throw new AppError("CONFLICT", ETicketMessages.noETicket);
  const current = readETicketFare(booking);
  const next: ETicketFarePaise = {
    txnFee: input.fare.txnFee === undefined ? current.txnFee : toMinorUnits(input.fare.txnFee),
    userMergeTxnFeeTaxes: input.fare.userMergeTxnFeeTaxes === undefined ? current.userMergeTxnFeeTaxes : toMinorUnits(input.fare.userMergeTxnFeeTaxes),
    discount: input.fare.discount === undefined ? current.discount : toMinorUnits(input.fare.discount),
  };
  const isMarkupChanged = next.txnFee !== current.txnFee || next.userMergeTxnFeeTaxes !== current.userMergeTxnFeeTaxes;
  const isDiscountChanged = next.discount !== current.discount;
  if (isMarkupChanged && !(await hasPermission(ctx.principal, "tickets.eTicket.markup"))) throw forbidden();
  if (isDiscountChanged && !(await hasPermission(ctx.principal, "tickets.eTicket.discount"))) throw forbidden();
  if (computeETicketPaymentPaise(booking, next).total < 0) {
    throw new AppError("VALIDATION_ERROR", `fare.discount: ${ETicketMessages.discountTooLarge}`, { shortError: { "fare.discount": ETicketMessages.discountTooLarge } });
  }
  if (isMarkupChanged || isDiscountChanged) {
    await ctx.db.db.update(flightBookings).set({ eTicketFare: next, updatedAt: new Date() }).where(ctx.db.where(flightBookings, eq(flightBookings.id, booking.id)));
  }
  return { bookingId: booking.id, fare: toETicketFareMajor(next), payment: computeETicketPayment(booking, next) };
}

import "server-only";
import { BookingMessages, type TOrderSuccessCallbackRequest, type TOrderSuccessCallbackResponse } from "@/lib/contracts/bookings";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { isNetworkSourceId } from "@/server/network/network-flight-sources";
import { isNetworkHoldAllowed } from "@/server/network/network-hold";
import { confirmGatewayPayment } from "@/server/payments/confirm-gateway-payment";
import { claimBooking } from "./claim-booking";
import { bookingOutcomeMessage, issueTickets } from "./issue-tickets";
import { assertOrderOpen, canHoldFare, findLegBooking, getOwnOrderOrThrow, type BookingRow, type OrderRow } from "./order-records";

/** What the client does next (spec 000 section 4 step 6); a booking that needs a person is 402 (booking review). */
export function answerFor(order: OrderRow, booking: BookingRow): TOrderSuccessCallbackResponse {
  const message = bookingOutcomeMessage(booking.status);
  if (booking.status === "failed" || booking.status === "needsAttention") {
    throw new AppError("PAYMENT_REQUIRED", message, { data: { bookingId: booking.id, orderId: order.id, status: booking.status } });
  }
  if (booking.status === "booking") throw new AppError("CONFLICT", BookingMessages.inProgress);
  const hasPendingReturn = booking.legIndex === 0 && (order.selection as unknown[]).length === 2;
  return {
    bookingId: booking.id,
    orderId: order.id,
    searchId: order.searchId,
    status: booking.status,
    statusId: booking.statusId,
    pnr: booking.pnr,
    hasPendingReturn,
    nextStep: hasPendingReturn ? "bookingDetails" : "ticketQueue",
    message,
  };
}

const isReplay = (booking: BookingRow, method: TOrderSuccessCallbackRequest["paymentMethod"]) =>
  ["ticketed", "failed", "needsAttention", "booking", "released", "cancelled"].includes(booking.status) || (booking.status === "held" && method === "hold");

/**
 * POST /api/payments/orderSuccessCallback: pays for the caller's validated leg and books it. A
 * repeat answers the booking as it stands; a concurrent call finds it claimed (409) and is charged
 * nothing. The 15 minutes apply to a draft; a held booking may be ticketed until the airline's deadline.
 */
export async function bookOrder(ctx: UserContext, input: TOrderSuccessCallbackRequest): Promise<TOrderSuccessCallbackResponse> {
  const order = await getOwnOrderOrThrow(ctx, input.orderId);
  const booking = await findLegBooking(ctx.db, order.id, input.isReturn ? 1 : 0);
  if (!booking || booking.userId !== ctx.principal.userId) throw new AppError("BAD_REQUEST", BookingMessages.notValidated);
  if (isReplay(booking, input.paymentMethod)) return answerFor(order, booking);
  if (booking.status === "draft") assertOrderOpen(order);
  if (input.paymentMethod === "hold" && !(await canHoldFare(ctx, booking.isLcc))) {
    throw new AppError(booking.isLcc ? "BAD_REQUEST" : "FORBIDDEN", booking.isLcc ? BookingMessages.holdLccNotAllowed : BookingMessages.holdNotAllowed);
  }
  if (input.paymentMethod === "hold" && isNetworkSourceId(booking.supplierId) && !(await isNetworkHoldAllowed(ctx.db, booking.supplierId))) {
    throw new AppError("FORBIDDEN", BookingMessages.networkHoldNotAllowed);
  }
  if (input.paymentMethod === "gateway" && input.razorpay_order_id) {
    if (!input.razorpay_payment_id || !input.razorpay_signature) throw new AppError("BAD_REQUEST", BookingMessages.paymentUnsuccessful);
    await confirmGatewayPayment(ctx.db, { bookingId: booking.id, gatewayOrderId: input.razorpay_order_id, gatewayPaymentId: input.razorpay_payment_id, signature: input.razorpay_signature });
  }
  const claimed = await claimBooking(ctx.db, booking.id, input.paymentMethod);
  if (!claimed) {
    const current = await findLegBooking(ctx.db, order.id, booking.legIndex);
    return answerFor(order, current ?? booking);
  }
  const done = await issueTickets(ctx.db, claimed, { endUserIp: ctx.ip ?? undefined });
  return answerFor(order, done);
}

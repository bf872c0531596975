import "server-only";
import type { TETicketFare, TETicketPayment } from "@/lib/contracts/eticket";
import { toMajorUnits } from "@/lib/money";
import type { BookingRow } from "@/server/booking/order-records";
import { eTicketTotals, type ETicketAdjustments } from "@/lib/sale-totals";
import { bookingSaleTotals } from "@/server/pricing/sale-totals";
import { refundedAmountOf } from "@/server/tickets/change-requests/ticket-refunds";

/** The e-ticket's markup and discount as stored (paise). */
export type ETicketFarePaise = ETicketAdjustments;

export const NO_ETICKET_FARE: ETicketFarePaise = { txnFee: 0, userMergeTxnFeeTaxes: 0, discount: 0 };

export function readETicketFare(booking: Pick<BookingRow, "eTicketFare">): ETicketFarePaise {
  return { ...NO_ETICKET_FARE, ...(booking.eTicketFare ?? {}) };
}

export function toETicketFareMajor(fare: ETicketFarePaise): TETicketFare {
  return { txnFee: toMajorUnits(fare.txnFee), userMergeTxnFeeTaxes: toMajorUnits(fare.userMergeTxnFeeTaxes), discount: toMajorUnits(fare.discount) };
}

type PaymentBooking = Pick<BookingRow, "result" | "fareAmount" | "ssr" | "passengers">;

/**
 * The payment details of the e-ticket, in paise, from the sale's totals (server/pricing/sale-totals.ts),
 * so they always add up: base fare, taxes and fees (everything else the fare cost, plus the markup
 * merged into taxes), extra baggage, meals, transaction fee, discount; total = the sale's total +
 * txnFee + userMergeTxnFeeTaxes - e-ticket discount; the refunds completed and the total after them.
 */
export function computeETicketPaymentPaise(booking: PaymentBooking, fare: ETicketFarePaise) {
  return eTicketTotals(bookingSaleTotals(booking), fare, refundedAmountOf(booking.passengers));
}

export function computeETicketPayment(booking: PaymentBooking & Pick<BookingRow, "currency">, fare: ETicketFarePaise): TETicketPayment {
  const p = computeETicketPaymentPaise(booking, fare);
  return {
    currency: booking.currency,
    baseFare: toMajorUnits(p.baseFare),
    taxes: toMajorUnits(p.taxes),
    extras: toMajorUnits(p.extras),
    baggage: toMajorUnits(p.baggage),
    meals: toMajorUnits(p.meals),
    txnFee: toMajorUnits(p.txnFee),
    discount: toMajorUnits(p.discount),
    total: toMajorUnits(p.total),
    refunded: toMajorUnits(p.refunded),
    totalAfterRefund: toMajorUnits(p.totalAfterRefund),
  };
}

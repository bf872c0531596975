import "server-only";
import type { TETicketFare, TETicketPayment } from "@/lib/contracts/eticket";
import { toMajorUnits, toMinorUnits } from "@/lib/money";
import type { BookingRow } from "@/server/booking/order-records";

/** The e-ticket's markup and discount as stored (paise). */
export type ETicketFarePaise = { txnFee: number; userMergeTxnFeeTaxes: number; discount: number };

export const NO_ETICKET_FARE: ETicketFarePaise = { txnFee: 0, userMergeTxnFeeTaxes: 0, discount: 0 };

type PricedFare = { baseFare?: unknown; discount?: unknown };

const paiseOf = (major: unknown) => (typeof major === "number" && Number.isFinite(major) && major > 0 ? toMinorUnits(major) : 0);

export function readETicketFare(booking: Pick<BookingRow, "eTicketFare">): ETicketFarePaise {
  return { ...NO_ETICKET_FARE, ...(booking.eTicketFare ?? {}) };
}

export function toETicketFareMajor(fare: ETicketFarePaise): TETicketFare {
  return { txnFee: toMajorUnits(fare.txnFee), userMergeTxnFeeTaxes: toMajorUnits(fare.userMergeTxnFeeTaxes), discount: toMajorUnits(fare.discount) };
}

/**
 * The payment details of the e-ticket, in paise, computed so the lines always add up to the total:
 * base fare, taxes and fees (everything else the fare cost: airline taxes, the site's service fee
 * and its GST, plus the markup merged into taxes), extras, transaction fee, discount.
 * total = amount paid + txnFee + userMergeTxnFeeTaxes - e-ticket discount.
 */
export function computeETicketPaymentPaise(booking: Pick<BookingRow, "result" | "fareAmount" | "ssrAmount" | "amount">, fare: ETicketFarePaise) {
  const priced = ((booking.result as { fare?: PricedFare } | null)?.fare ?? {}) as PricedFare;
  const fareDiscount = paiseOf(priced.discount);
  const baseFare = Math.min(paiseOf(priced.baseFare), booking.fareAmount + fareDiscount);
  const taxes = booking.fareAmount + fareDiscount - baseFare + fare.userMergeTxnFeeTaxes;
  const discount = fareDiscount + fare.discount;
  const total = booking.amount + fare.txnFee + fare.userMergeTxnFeeTaxes - fare.discount;
  return { baseFare, taxes, extras: booking.ssrAmount, txnFee: fare.txnFee, discount, total };
}

export function computeETicketPayment(booking: Pick<BookingRow, "result" | "fareAmount" | "ssrAmount" | "amount" | "currency">, fare: ETicketFarePaise): TETicketPayment {
  const p = computeETicketPaymentPaise(booking, fare);
  return {
    currency: booking.currency,
    baseFare: toMajorUnits(p.baseFare),
    taxes: toMajorUnits(p.taxes),
    extras: toMajorUnits(p.extras),
    txnFee: toMajorUnits(p.txnFee),
    discount: toMajorUnits(p.discount),
    total: toMajorUnits(p.total),
  };
}

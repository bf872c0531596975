import { roundToMajorUnit, toMajorUnits, toMinorUnits } from "@/lib/money";

/**
 * THE totals of a sale (issue 10; docs/decisions/0014-sale-totals-and-refunds.md). Every total the
 * API, the screens, the e-ticket and the Excel export show comes from here:
 *
 *   totalPayable     = the priced fare (fare engine: published fare + markup + GST on it - discount
 *                      + transaction fee) + extras (paid baggage and meals)
 *   totalPayableAmt  = totalPayable: what the booker pays, the amount the wallet or gateway takes.
 *                      The supplier's commission (and TDS on it) stays with the site (accounting
 *                      middleManWl); it is shown to business users, never taken off what they pay.
 *   roundedTotalFare = totalPayable half-up to whole rupees.
 *
 * The lines always add up: baseFare + tax + otherCharges + markup + gstOnMarkup - discount + txnFee
 * + baggage + meals = totalPayable (otherCharges takes any remainder the supplier's figures leave).
 * Amounts are paise.
 */
export type SaleFare = {
  baseFare: number;
  tax: number;
  otherCharges: number;
  markup: number;
  gstOnMarkup: number;
  discount: number;
  txnFee: number;
  /** The priced fare without extras (the fare engine's totalPayable). */
  fareTotal: number;
};

export type SaleExtras = { baggage: number; meals: number };
export const NO_EXTRAS: SaleExtras = { baggage: 0, meals: 0 };

export type SaleTotals = SaleFare & {
  baggage: number;
  meals: number;
  /** baggage + meals (the spec's baggageMealCharges). */
  extras: number;
  totalPayable: number;
  totalPayableAmt: number;
  roundedTotalFare: number;
};

export function saleTotals(fare: SaleFare, extras: SaleExtras = NO_EXTRAS): SaleTotals {
  const named = fare.baseFare + fare.tax + fare.markup + fare.gstOnMarkup - fare.discount + fare.txnFee;
  const otherCharges = fare.fareTotal - named;
  const totalPayable = fare.fareTotal + extras.baggage + extras.meals;
  return {
    ...fare,
    otherCharges,
    baggage: extras.baggage,
    meals: extras.meals,
    extras: extras.baggage + extras.meals,
    totalPayable,
    totalPayableAmt: totalPayable,
    roundedTotalFare: roundToMajorUnit(totalPayable),
  };
}

/** The agent's own e-ticket markup and discount (updateBookingDetails), paise. */
export type ETicketAdjustments = { txnFee: number; userMergeTxnFeeTaxes: number; discount: number };

/**
 * The e-ticket's payment lines (decision 0011) from the sale totals: base fare; taxes and fees
 * (everything else the fare cost, plus the markup merged into taxes); extras; the e-ticket's
 * transaction fee; discount (the fare's and the e-ticket's); total = totalPayable + both markups -
 * the e-ticket discount; refunded (completed refunds) and what remains after them.
 */
export function eTicketTotals(t: SaleTotals, adjustments: ETicketAdjustments, refunded = 0) {
  const taxes = t.fareTotal + t.discount - t.baseFare + adjustments.userMergeTxnFeeTaxes;
  const total = t.totalPayable + adjustments.txnFee + adjustments.userMergeTxnFeeTaxes - adjustments.discount;
  return {
    baseFare: t.baseFare,
    taxes,
    baggage: t.baggage,
    meals: t.meals,
    extras: t.extras,
    txnFee: adjustments.txnFee,
    discount: t.discount + adjustments.discount,
    total,
    refunded,
    totalAfterRefund: total - refunded,
  };
}

type MajorFare = { baseFare: number; tax: number; otherCharges: number; markup: number; gstOnMarkup: number; discount: number; txnFee: number; totalPayable: number; baggageMealCharges: number };

/**
 * A priced fare (the API's major units, fare only) with the extras chosen on the passenger form:
 * the same totals the server writes at validateBooking, for the Summary before it is sent.
 */
export function withExtras<F extends MajorFare>(fare: F, extrasMajor: number): F & { totalPayableAmt: number; roundedTotalFare: number } {
  const t = saleTotals(
    {
      baseFare: toMinorUnits(fare.baseFare),
      tax: toMinorUnits(fare.tax),
      otherCharges: toMinorUnits(fare.otherCharges),
      markup: toMinorUnits(fare.markup),
      gstOnMarkup: toMinorUnits(fare.gstOnMarkup),
      discount: toMinorUnits(fare.discount),
      txnFee: toMinorUnits(fare.txnFee),
      fareTotal: toMinorUnits(fare.totalPayable) - toMinorUnits(fare.baggageMealCharges),
    },
    { baggage: toMinorUnits(extrasMajor), meals: 0 },
  );
  return { ...fare, otherCharges: toMajorUnits(t.otherCharges), baggageMealCharges: toMajorUnits(t.extras), totalPayable: toMajorUnits(t.totalPayable), totalPayableAmt: toMajorUnits(t.totalPayableAmt), roundedTotalFare: toMajorUnits(t.roundedTotalFare) };
}

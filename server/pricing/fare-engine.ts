import "server-only";
import { allocate, percentOf, roundToMajorUnit } from "@/lib/money";
import type { SupplierFare, SupplierPaxFare } from "@/server/suppliers/types";
import type { MarkupBasis, MarkupRule, PricingRates, PricingTrip, ValueType } from "./types";

/**
 * The fare engine (issue 4): a supplier fare plus the markup rule that applies (see select-rule.ts)
 * and the site's rates -> the spec's fare detail (spec 000 section 3). Pure: no I/O, no clock, no
 * floats; every amount is an integer of minor units (paise) and every rounding is the half-up of
 * lib/money.ts, done once per amount.
 *
 * Markup (and the rule's discount, computed the same way on the same basis):
 * - flat, perPassenger: value x (adults + children); infants pay no markup.
 * - flat, perBooking:   value, once.
 * - flat, perSegment:   value x segmentCount x (adults + children).
 * - percent, perPassenger and perSegment: basis points of the published fare of the adult and child
 *   pax types (the breakdown rows 1 and 2), rounded once on that sum. A per-segment percentage is
 *   the per-passenger one: the published fare already grows with the segments flown.
 * - percent, perBooking: basis points of the whole published fare (infants included).
 * No rule: no markup and no discount.
 *
 * Caps: the discount never exceeds markup + commissionEarned (what we earn on the booking), nor
 * markup + (publishedFare - commissionEarned), so totalPayable >= publishedFare - commissionEarned
 * (the supplier's net price) and netOfCommission >= 0. commissionEarned is read as the supplier's,
 * limited to 0..publishedFare. Negative or fractional inputs are a caller bug and throw RangeError.
 *
 * Totals:
 * - gstOnMarkup     = half-up(markup x gstOnMarkupBps / 10000) (site setting; on the markup before discount).
 * - tds             = half-up(commissionEarned x tdsOnCommissionBps / 10000), 0 when !isTdsDeductable
 *                     or when the supplier already withheld it (fare.isTdsWithheld: a network fare).
 * - totalPayable    = publishedFare + markup + gstOnMarkup - discount + txnFee + baggagePrice + mealPrice
 *                     (what the customer pays).
 * - netOfCommission = totalPayable - commissionEarned + tds (the sale net of the supplier's commission
 *                     and the TDS withheld on it; for the site's accounts. The booker pays totalPayable:
 *                     the API's totalPayableAmt comes from sale-totals.ts, decision 0014).
 * - roundedTotalFare = totalPayable half-up to whole major units, in minor units (452350 -> 452400).
 *
 * Per pax type rows (totals for all passengers of the type, like the supplier breakdown): the total
 * markup and discount are split with allocate() in proportion to each row's published fare (infant
 * rows weigh 0 on the per-passenger and per-segment bases; all rows count per booking); GST on
 * markup is split in proportion to the rows' markup. So the rows always sum exactly to the totals.
 * A row's publishedPrice = its publishedFare + markup + gstOnMarkup (before discount, which is shown
 * on its own), so sum(publishedPrice) - discount + txnFee + baggagePrice + mealPrice = totalPayable.
 */

export type PaxType = 1 | 2 | 3;

export type FarePaxDetail = {
  paxType: PaxType;
  passengerCount: number;
  baseFare: number;
  tax: number;
  offeredOtherCharges: number;
  /** The supplier's price for these passengers: baseFare + tax + offeredOtherCharges. */
  publishedFare: number;
  markup: number;
  gstOnMarkup: number;
  discount: number;
  /** publishedFare + markup + gstOnMarkup. */
  publishedPrice: number;
};

export type FareDetail = {
  currency: string;
  perPaxType: FarePaxDetail[];
  baseFare: number;
  tax: number;
  otherCharges: number;
  /** The supplier's published fare (before our markup). */
  totalFare: number;
  publishedFare: number;
  /** The supplier's offered fare (what it charges us). */
  offeredFare: number;
  commissionEarned: number;
  markup: number;
  gstOnMarkup: number;
  tds: number;
  discount: number;
  txnFee: number;
  baggagePrice: number;
  mealPrice: number;
  totalPayable: number;
  /** totalPayable - commissionEarned + tds. */
  netOfCommission: number;
  roundedTotalFare: number;
  /** The rule that priced this fare, to be recorded on the booking; null when none applied. */
  appliedRuleId: number | null;
};

export type PriceFareInput = {
  fare: SupplierFare;
  trip: PricingTrip;
  rule: MarkupRule | null;
  rates: PricingRates;
  txnFee?: number;
  baggagePrice?: number;
  mealPrice?: number;
};

function amount(value: number, name: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative integer, got ${value}`);
  return value;
}

type Basis = { eligiblePax: number; segmentCount: number; eligiblePublished: number; publishedFare: number };

/** A rule's markup or discount on a basis, before caps. */
function ruleAmount(valueType: ValueType, value: number, basis: MarkupBasis, b: Basis): number {
  if (valueType === "flat") {
    if (basis === "perBooking") return value;
    if (basis === "perPassenger") return value * b.eligiblePax;
    return value * b.segmentCount * b.eligiblePax;
  }
  return percentOf(basis === "perBooking" ? b.publishedFare : b.eligiblePublished, value);
}

/** The rows to price: the supplier's breakdown, or one row of the whole fare when it sent none. */
function rowsOf(fare: SupplierFare, trip: PricingTrip): readonly SupplierPaxFare[] {
  if (fare.breakdown.length > 0) return fare.breakdown;
  return [{ paxType: 1, passengerCount: trip.adults + trip.children + trip.infants, baseFare: fare.baseFare, tax: fare.tax, otherCharges: fare.otherCharges }];
}

/** Prices one supplier fare with the rule that applies (null: none) and the site's rates. */
export function priceFare(input: PriceFareInput): FareDetail {
  const { fare, trip, rule, rates } = input;
  const txnFee = amount(input.txnFee ?? 0, "txnFee");
  const baggagePrice = amount(input.baggagePrice ?? 0, "baggagePrice");
  const mealPrice = amount(input.mealPrice ?? 0, "mealPrice");
  const gstBps = amount(rates.gstOnMarkupBps, "gstOnMarkupBps");
  const tdsBps = amount(rates.tdsOnCommissionBps, "tdsOnCommissionBps");
  if (tdsBps > 10_000) throw new RangeError("tdsOnCommissionBps must be at most 10000");
  const publishedFare = amount(fare.publishedFare, "publishedFare");
  const commissionEarned = Math.min(amount(fare.commissionEarned, "commissionEarned"), publishedFare);
  const eligiblePax = amount(trip.adults, "adults") + amount(trip.children, "children");
  amount(trip.infants, "infants");
  const segmentCount = amount(trip.segmentCount, "segmentCount");

  const rows = rowsOf(fare, trip);
  const count = rows.length;
  const rowPublished = new Array<number>(count);
  let eligiblePublished = 0;
  for (let i = 0; i < count; i++) {
    const row = rows[i];
    amount(row.passengerCount, "passengerCount");
    rowPublished[i] = amount(row.baseFare, "baseFare") + amount(row.tax, "tax") + amount(row.otherCharges, "otherCharges");
    if (row.paxType !== 3) eligiblePublished += rowPublished[i];
  }

  let markup = 0;
  let discount = 0;
  if (rule) {
    const basis: Basis = { eligiblePax, segmentCount, eligiblePublished, publishedFare };
    markup = ruleAmount(rule.valueType, amount(rule.value, "rule value"), rule.basis, basis);
    if (rule.discountValueType !== null) {
      const wanted = ruleAmount(rule.discountValueType, amount(rule.discountValue, "rule discountValue"), rule.basis, basis);
      discount = Math.min(wanted, markup + Math.min(commissionEarned, publishedFare - commissionEarned));
    }
  }
  const gstOnMarkup = percentOf(markup, gstBps);
  const tds = rates.isTdsDeductable && !fare.isTdsWithheld ? percentOf(commissionEarned, tdsBps) : 0;
  const totalPayable = publishedFare + markup + gstOnMarkup - discount + txnFee + baggagePrice + mealPrice;

  const weights = shareWeights(rows, rowPublished, rule?.basis ?? "perBooking");
  const rowMarkup = allocate(markup, weights);
  const rowDiscount = allocate(discount, weights);
  const rowGst = allocate(gstOnMarkup, rowMarkup);
  const perPaxType = new Array<FarePaxDetail>(count);
  for (let i = 0; i < count; i++) {
    const row = rows[i];
    perPaxType[i] = {
      paxType: row.paxType,
      passengerCount: row.passengerCount,
      baseFare: row.baseFare,
      tax: row.tax,
      offeredOtherCharges: row.otherCharges,
      publishedFare: rowPublished[i],
      markup: rowMarkup[i],
      gstOnMarkup: rowGst[i],
      discount: rowDiscount[i],
      publishedPrice: rowPublished[i] + rowMarkup[i] + rowGst[i],
    };
  }

  return {
    currency: fare.currency,
    perPaxType,
    baseFare: amount(fare.baseFare, "baseFare"),
    tax: amount(fare.tax, "tax"),
    otherCharges: amount(fare.otherCharges, "otherCharges"),
    totalFare: publishedFare,
    publishedFare,
    offeredFare: amount(fare.offeredFare, "offeredFare"),
    commissionEarned,
    markup,
    gstOnMarkup,
    tds,
    discount,
    txnFee,
    baggagePrice,
    mealPrice,
    totalPayable,
    netOfCommission: totalPayable - commissionEarned + tds,
    roundedTotalFare: roundToMajorUnit(totalPayable),
    appliedRuleId: rule ? rule.id : null,
  };
}

/**
 * How the markup and discount are shared across rows: by published fare; infant rows weigh 0 unless
 * the basis is per booking. If the adult and child rows are all free, by their passenger counts.
 */
function shareWeights(rows: readonly SupplierPaxFare[], rowPublished: number[], basis: MarkupBasis): number[] {
  if (basis === "perBooking") return rowPublished;
  const weights = new Array<number>(rows.length);
  let sum = 0;
  for (let i = 0; i < rows.length; i++) {
    weights[i] = rows[i].paxType === 3 ? 0 : rowPublished[i];
    sum += weights[i];
  }
  if (sum === 0) for (let i = 0; i < rows.length; i++) weights[i] = rows[i].paxType === 3 ? 0 : rows[i].passengerCount;
  return weights;
}

import "server-only";
import { toMinorUnits } from "@/lib/money";
import { saleTotals, type SaleExtras, type SaleFare, type SaleTotals } from "@/lib/sale-totals";
import type { FareDetail } from "./fare-engine";

/*
 * The server's readers of a sale's totals (lib/sale-totals.ts holds the one computation, shared with
 * the screens): from a fare engine result, from a booking's stored result and extras.
 */

/** The sale fare of a fare engine result. */
export const saleFareOf = (d: FareDetail): SaleFare => ({
  baseFare: d.baseFare,
  tax: d.tax,
  otherCharges: d.otherCharges,
  markup: d.markup,
  gstOnMarkup: d.gstOnMarkup,
  discount: d.discount,
  txnFee: d.txnFee,
  fareTotal: d.totalPayable - d.baggagePrice - d.mealPrice,
});

type ApiFare = { baseFare?: unknown; tax?: unknown; otherCharges?: unknown; markup?: unknown; gstOnMarkup?: unknown; discount?: unknown; txnFee?: unknown; totalPayable?: unknown };
const paiseOf = (major: unknown) => (typeof major === "number" && Number.isFinite(major) && major > 0 ? toMinorUnits(major) : 0);

/**
 * The sale fare of a priced result as stored on a booking (the API's major units). `fareTotal` is
 * the amount the booking was priced at (fareAmount), which is the result's totalPayable.
 */
export function saleFareOfResult(result: unknown, fareAmount: number): SaleFare {
  const f = ((result as { fare?: ApiFare } | null)?.fare ?? {}) as ApiFare;
  return {
    baseFare: Math.min(paiseOf(f.baseFare), fareAmount + paiseOf(f.discount)),
    tax: paiseOf(f.tax),
    otherCharges: paiseOf(f.otherCharges),
    markup: paiseOf(f.markup),
    gstOnMarkup: paiseOf(f.gstOnMarkup),
    discount: paiseOf(f.discount),
    txnFee: paiseOf(f.txnFee),
    fareTotal: fareAmount,
  };
}

type Priced = { price: number };
type StoredSsr = { baggage?: Priced[]; meals?: Priced[] };

/** The paid baggage and meals of a booking (its `ssr`, per passenger), paise. */
export function extrasOfSsr(ssr: unknown): SaleExtras {
  const list = (Array.isArray(ssr) ? ssr : []) as StoredSsr[];
  const sum = (items: Priced[] | undefined) => (items ?? []).reduce((s, o) => s + (Number.isSafeInteger(o.price) ? o.price : 0), 0);
  return { baggage: list.reduce((s, p) => s + sum(p.baggage), 0), meals: list.reduce((s, p) => s + sum(p.meals), 0) };
}

/** A booking's sale totals: its priced fare and the extras bought with it. */
export function bookingSaleTotals(booking: { result: unknown; fareAmount: number; ssr: unknown }): SaleTotals {
  return saleTotals(saleFareOfResult(booking.result, booking.fareAmount), extrasOfSsr(booking.ssr));
}


import "server-only";
import type { SiteDb } from "@/db/client";
import type { LinePrice } from "@/server/dmc/rate-engine-types";
import { AppError } from "@/server/http/errors";
import { convert } from "./kart-money";
import { lockExchangeRates } from "./lock-exchange-rates";

/** The selling currency of a drafted quotation: the currency most priced lines are in; a tie or nothing priced: the site's. */
export function sellingCurrency(lines: readonly LinePrice[], siteCurrency: string): string {
  const votes = new Map<string, number>();
  for (const l of lines) for (const t of l.totals) votes.set(t.currency, (votes.get(t.currency) ?? 0) + 1);
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  if (ranked.length === 0 || (ranked.length > 1 && ranked[0][1] === ranked[1][1] && votes.has(siteCurrency))) return siteCurrency;
  return ranked[0][0];
}

/**
 * A priced line as one quotation line (one currency, major units): a line priced in two currencies
 * (a USD ticket and an AED transfer) is converted into its first currency at the site's rate in
 * force. A line without a full price, or without a rate to convert, stays at 0 with a note.
 */
export async function lineAmount(db: SiteDb, l: LinePrice): Promise<{ price: number; currency: string | null; note: string | null }> {
  if (!l.isPriced || l.totals.length === 0) return { price: 0, currency: null, note: `not fully priced (${l.error ?? "no rate"}): price it in the builder` };
  const [first, ...rest] = l.totals;
  if (rest.length === 0) return { price: first.amount / 100, currency: first.currency, note: null };
  try {
    const rates = await lockExchangeRates(db, first.currency, rest.map((t) => t.currency), {});
    const minor = l.totals.reduce((s, t) => s + convert(t.amount, t.currency, first.currency, rates), 0);
    return { price: minor / 100, currency: first.currency, note: null };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { price: 0, currency: first.currency, note: error.message };
  }
}

type Leg = { purpose: "pickup" | "drop"; date: string | null; time: string | null; pickupLocation: string; dropLocation: string };

/** An activity's transfer legs from the hotel of that night: one way, a pickup; return, a pickup and a drop back. No hotel: none (staff add them). */
export function draftLegs(item: { transferType: string | null; sharingBasis: string | null; date: string }, hotel: string | null, service: string): Leg[] {
  if (!item.transferType || !hotel) return [];
  const pickup: Leg = { purpose: "pickup", date: item.date, time: null, pickupLocation: hotel, dropLocation: service };
  return item.transferType === "return" ? [pickup, { purpose: "drop", date: item.date, time: null, pickupLocation: service, dropLocation: hotel }] : [pickup];
}

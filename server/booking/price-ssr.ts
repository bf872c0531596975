import "server-only";
import type { TSsrSelection } from "@/lib/contracts/bookings";
import type { LoadedSupplier } from "@/server/flights/load-site-suppliers";
import { AppError } from "@/server/http/errors";
import { canBook, type SupplierBaggageOption, type SupplierMealOption, type SupplierSsrOptions, type SupplierSsrPreference } from "@/server/suppliers/types";
import { NO_EXTRAS, type SaleExtras } from "@/lib/sale-totals";
import { extrasOfSsr } from "@/server/pricing/sale-totals";
import { callResultSupplier } from "./fare-quote";

/** One passenger's extras as stored on the booking and sent to the supplier: the offers themselves, at the supplier's prices. */
export type PassengerSsr = {
  baggage: SupplierBaggageOption[];
  meals: SupplierMealOption[];
  mealPreference?: SupplierSsrPreference;
  seatPreference?: SupplierSsrPreference;
};

export type PricedSsr = { perPassenger: PassengerSsr[]; total: number; extras: SaleExtras };

const NONE_CODES = new Set(["NoBaggage", "NoMeal"]);
const hasChoice = (s: TSsrSelection | undefined) =>
  Boolean(s && (s.baggage.some((c) => c && !NONE_CODES.has(c)) || s.meals.some((c) => c && !NONE_CODES.has(c)) || s.mealPreference || s.seatPreference));

function pick<T extends { code: string }>(lists: T[][], codes: (string | null)[], field: string, fail: (field: string, message: string) => never): T[] {
  return codes.flatMap((code, segment) => {
    if (!code || NONE_CODES.has(code)) return [];
    const offer = lists[segment]?.find((o) => o.code === code);
    return offer ? [offer] : fail(`${field}.${segment}`, "This option is not offered on this flight");
  });
}

/**
 * Resolves each passenger's chosen extras against the supplier's own SSR list and prices them
 * (the client's choice is only a code; the price is the supplier's). The SSR call is skipped when
 * nobody chose anything. Field errors are keyed `ssr.<pax>.<baggage|meals>.<segment>`.
 */
export async function priceSsr(loaded: LoadedSupplier, call: { traceId: string; resultIndex: string; endUserIp?: string }, selections: TSsrSelection[] | undefined, paxTypes: number[]): Promise<PricedSsr> {
  const empty: PassengerSsr = { baggage: [], meals: [] };
  if (!selections || !selections.some(hasChoice)) return { perPassenger: paxTypes.map(() => empty), total: 0, extras: NO_EXTRAS };
  if (selections.length > paxTypes.length) throw new AppError("VALIDATION_ERROR", "ssr: one entry per passenger", { shortError: { ssr: "One entry per passenger" } });
  const supplier = loaded.supplier;
  if (!canBook(supplier)) throw new AppError("SUPPLIER_ERROR", `${loaded.name} does not sell extras`);
  const options: SupplierSsrOptions = await callResultSupplier(loaded, (signal) => supplier.ssr({ traceId: call.traceId, resultIndex: call.resultIndex }, { signal, endUserIp: call.endUserIp }));
  const shortError: Record<string, string> = {};
  const perPassenger = paxTypes.map((paxType, i): PassengerSsr => {
    const s = selections[i];
    if (!hasChoice(s)) return empty;
    const fail = (field: string, message: string): never => {
      shortError[`ssr.${i}.${field}`] = message;
      throw new Error("ssr");
    };
    try {
      if (paxType === 3 && (s.baggage.some(Boolean) || s.meals.some(Boolean))) fail("baggage", "Infants cannot have extra baggage or meals");
      const pref = (list: SupplierSsrPreference[], code: string | undefined, field: string) => (code ? (list.find((p) => p.code === code) ?? fail(field, "This option is not offered on this flight")) : undefined);
      return {
        baggage: pick(options.baggage, s.baggage, "baggage", fail),
        meals: pick(options.meals, s.meals, "meals", fail),
        mealPreference: pref(options.mealPreferences, s.mealPreference, "mealPreference"),
        seatPreference: pref(options.seatPreferences, s.seatPreference, "seatPreference"),
      };
    } catch {
      return empty;
    }
  });
  const first = Object.entries(shortError)[0];
  if (first) throw new AppError("VALIDATION_ERROR", `${first[0]}: ${first[1]}`, { shortError });
  const extras = extrasOfSsr(perPassenger);
  return { perPassenger, total: extras.baggage + extras.meals, extras };
}

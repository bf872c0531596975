import "server-only";
import { and, eq, gt, sql } from "drizzle-orm";
import { flightSearches } from "@/db/schema/flights";
import { flightOrders } from "@/db/schema/orders";
import type { TBookingResultRequest, TFareQuoteResponse } from "@/lib/contracts/booking";
import type { TFlightResult } from "@/lib/contracts/flights";
import { fanOut } from "@/server/flights/fan-out";
import { findResultOrThrow, getStoredSearchOrThrow, type StoredSearch, type StoredSupplier } from "@/server/flights/get-stored-search";
import type { LoadedSupplier } from "@/server/flights/load-site-suppliers";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import { createCallerPricer } from "@/server/flights/price-for-caller";
import { parseResultIndex, toApiResult } from "@/server/flights/to-api-result";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { canFareQuote } from "@/server/suppliers/types";

export type ResultSupplier = { search: StoredSearch; result: TFlightResult; stored: StoredSupplier; loaded: LoadedSupplier; supplierIndex: string };

/**
 * The caller's own unexpired search (404/409 as getStoredSearchOrThrow), the chosen result (404) and
 * the enabled supplier that produced it, with the trace id it answered the search with.
 */
export async function loadResultSupplier(ctx: UserContext, input: TBookingResultRequest): Promise<ResultSupplier> {
  const search = await getStoredSearchOrThrow(ctx, input.searchId);
  const result = findResultOrThrow(search, input.resultIndex);
  const parsed = parseResultIndex(input.resultIndex);
  const stored = search.suppliers.find((s) => s.id === parsed?.supplierId);
  const loaded = stored ? await loadSourceById(ctx.db, stored.id) : undefined;
  if (!parsed || !stored || !loaded) throw new AppError("NOT_FOUND", "The supplier of this result is no longer available");
  return { search, result, stored, loaded, supplierIndex: parsed.supplierIndex };
}

/** One supplier call under the supplier's timeout; any failure is a 502 carrying the supplier's message. */
export async function callResultSupplier<T>(loaded: LoadedSupplier, call: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const { answers, failures } = await fanOut([loaded], (_, signal) => call(signal));
  if (failures.length > 0 || !answers[0]) throw new AppError("SUPPLIER_ERROR", failures[0]?.message ?? `${loaded.name} did not answer`);
  return answers[0].value;
}

type StoredRequest = { journeyType?: 1 | 2 | 3; adt?: number; chd?: number; inf?: number };

/** The trip facts the fare engine needs, from the stored search request. */
export async function storedTrip(ctx: UserContext, search: StoredSearch) {
  const [row] = await ctx.db.db.select({ request: flightSearches.request }).from(flightSearches).where(ctx.db.where(flightSearches, eq(flightSearches.id, search.id))).limit(1);
  const request = (row?.request ?? {}) as StoredRequest;
  const journeyType = request.journeyType ?? (search.response.journeyType as 1 | 2 | 3);
  return { isDomestic: search.response.isDomestic, journeyType, adults: request.adt ?? 1, children: request.chd ?? 0, infants: request.inf ?? 0 };
}

/**
 * Keeps the quote on the caller's open orders of this search that hold the result, so the booking
 * charges the quoted price and books the supplier's (possibly new) result index. One statement per
 * order set: concurrent quotes of the two legs of a return both land (jsonb concatenation).
 */
async function recordQuote(ctx: UserContext, input: TBookingResultRequest, quote: { supplierResultIndex: string; result: TFlightResult; quotedAt: string }) {
  const entry = JSON.stringify({ [input.resultIndex]: quote });
  await ctx.db.db
    .update(flightOrders)
    .set({ quotes: sql`${flightOrders.quotes} || ${entry}::jsonb` })
    .where(
      ctx.db.where(
        flightOrders,
        and(
          eq(flightOrders.userId, ctx.principal.userId),
          eq(flightOrders.searchId, input.searchId),
          eq(flightOrders.status, "inProcess"),
          gt(flightOrders.expiresAt, new Date()),
          sql`${flightOrders.resultIndexes}::jsonb ? ${input.resultIndex}`,
        ),
      ),
    );
}

/**
 * POST /api/fareQuote (spec 000 section 4, step 3): asks the result's supplier to re-price it, prices
 * the quoted fare for the caller through the fare engine and reports whether the caller's price moved.
 */
export async function fareQuote(ctx: UserContext, input: TBookingResultRequest): Promise<TFareQuoteResponse> {
  const { search, result: previous, stored, loaded, supplierIndex } = await loadResultSupplier(ctx, input);
  const supplier = loaded.supplier;
  if (!canFareQuote(supplier)) throw new AppError("SUPPLIER_ERROR", `${loaded.name} cannot quote fares`);
  const quote = await callResultSupplier(loaded, (signal) => supplier.fareQuote({ traceId: stored.traceId, resultIndex: supplierIndex }, { signal, endUserIp: ctx.ip ?? undefined }));
  const pricer = await createCallerPricer(ctx, await storedTrip(ctx, search));
  const priced = toApiResult(loaded, quote.result, pricer.price(quote.result), pricer.visibility, pricer.showSources);
  await recordQuote(ctx, input, { supplierResultIndex: quote.result.resultIndex, result: priced, quotedAt: new Date().toISOString() });
  return {
    isPriceChanged: quote.isPriceChanged || priced.publishedPrice !== previous.publishedPrice,
    fareDetailResult: { ...priced, previousPrice: previous.publishedPrice, totalPayable: priced.fare.totalPayable },
  };
}

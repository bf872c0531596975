import "server-only";
import { randomUUID } from "node:crypto";
import { flightSearches } from "@/db/schema/flights";
import type { TFlightResult, TSearchRequest, TSearchResponse } from "@/lib/contracts/flights";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { SupplierSearchRequest } from "@/server/suppliers/types";
import { fanOut } from "./fan-out";
import { getAirportInfo } from "./get-airport-info";
import { loadNetworkFlightSources } from "@/server/network/network-flight-sources";
import { loadSiteSuppliers } from "./load-site-suppliers";
import { createCallerPricer } from "./price-for-caller";
import { assertMaySearch, countSearch } from "./look-to-book";
import { getSearchAirportCodes, isDomesticTrip, validateSearch } from "./search-rules";
import { sourceNameFor } from "./source-names";
import { toApiResult } from "./to-api-result";
import { rememberSearch } from "@/server/dashboard/recent-searches";

export const SEARCH_TTL_MINUTES = 15;

const byPrice = (a: TFlightResult, b: TFlightResult) => a.publishedPrice - b.publishedPrice;

/**
 * POST /api/search: validate, fan out to the site's enabled suppliers in parallel (each under its
 * timeout), normalise and store the results by searchId for the booking steps (15 minutes).
 */
export async function searchFlights(ctx: UserContext, input: TSearchRequest): Promise<TSearchResponse> {
  const now = new Date();
  const airports = await getAirportInfo(getSearchAirportCodes(input));
  const legs = validateSearch(input, airports, now);
  const caller = await assertMaySearch(ctx, now);
  const isDomestic = isDomesticTrip(legs, airports);
  // A test API key sees only the simulated supplier (decision 0028).
  // Linked supplier sites (decision 0030), for the site's own users only: a partner key's search
  // (another site's network search among them) stays on this site's sources, so chains never loop.
  const [own, linked] = await Promise.all([loadSiteSuppliers(ctx.db), ctx.principal.apiKey ? [] : loadNetworkFlightSources(ctx.db)]);
  const suppliers = [...own.filter((s) => ctx.principal.apiKey?.mode !== "test" || s.code === "simulated"), ...linked];
  if (suppliers.length === 0) throw new AppError("SUPPLIER_ERROR", "No flight supplier is enabled for this site");

  const request: SupplierSearchRequest = {
    journeyType: input.journeyType,
    segments: legs,
    adults: input.adt,
    children: input.chd,
    infants: input.inf,
    cabinClass: input.cabinClass,
    directFlight: input.directFlight,
    preferredAirlines: input.preferredAirlines ?? [],
    specialReturn: input.specialReturn,
    isDomestic,
  };
  // The caller's pricing (group and rules) loads while the suppliers answer.
  const [{ answers, failures }, pricer] = await Promise.all([
    fanOut(suppliers, (s, signal) => s.supplier.search(request, { signal, endUserIp: ctx.ip ?? undefined })),
    createCallerPricer(ctx, { isDomestic, journeyType: input.journeyType, adults: input.adt, children: input.chd, infants: input.inf }, caller),
  ]);
  for (const f of failures) ctx.log.warn({ supplier: f.supplier.name, isTimeout: f.isTimeout, message: f.message }, "supplier dropped out of a search");
  if (answers.length === 0) throw new AppError("SUPPLIER_ERROR", "No supplier answered. Please try again.");

  const isSplitReturn = input.journeyType === 2 && isDomestic;
  const lists: TFlightResult[][] = isSplitReturn ? [[], []] : [[]];
  for (const { supplier, value } of answers) {
    for (const r of value.results) lists[isSplitReturn ? r.listIndex : 0].push(toApiResult(supplier, r, pricer.price(r), pricer.visibility, pricer.showSources));
  }
  lists.forEach((list) => list.sort(byPrice));

  const searchId = randomUUID();
  const response: TSearchResponse = {
    searchId,
    traceId: searchId,
    journeyType: input.journeyType,
    isDomestic,
    results: lists,
    // Staff read which suppliers dropped out; customers how many did (decision 0060).
    unavailableSources: failures.map((f) => sourceNameFor(f.supplier.name, pricer.showSources)),
  };
  await ctx.db.db.insert(flightSearches).values({
    id: searchId,
    siteId: ctx.site.id,
    userId: ctx.principal.userId,
    request: input,
    suppliers: answers.map(({ supplier, value }) => ({ id: supplier.id, name: supplier.name, code: supplier.code, traceId: value.traceId })),
    response,
    expiresAt: new Date(now.getTime() + SEARCH_TTL_MINUTES * 60_000),
  });
  await countSearch(ctx, now);
  if (!ctx.principal.apiKey) await rememberSearch(ctx.db, ctx.principal.userId, input, searchId);
  return response;
}

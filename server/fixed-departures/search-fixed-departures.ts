import "server-only";
import { and, asc, eq, gte, inArray } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { fixedDepartures } from "@/db/schema/fixed-departures";
import type { TFixedDepartureView } from "@/lib/contracts/fixed-departures";
import type { RequestContext } from "@/server/http/context";
import { isOnSale, todayUtc, toDepartureView } from "./fd-records";
import { loadCallerFdRules, priceDeparture, priceThroughSupplier } from "./fd-pricing";
import { fixedDepartureSources, loadSupplierRulesForConsumer } from "./fd-sources";

/**
 * POST /api/fixedDeparture/search and /fixed-departures: the departures on sale (open, seats left,
 * name deadline not passed) of the site and of its approved FixedDeparture suppliers (decision
 * 0052), soonest first, each priced for the caller (a supplier's after its price to this site).
 */
export async function searchFixedDepartures(ctx: Pick<RequestContext, "db" | "principal">, filter: { origin?: string; destination?: string } = {}): Promise<{ result: TFixedDepartureView[] }> {
  const sources = await fixedDepartureSources(ctx.db);
  const rows = await ctx.db.db
    .select()
    .from(fixedDepartures)
    .where(
      and(
        inArray(
          fixedDepartures.siteId,
          sources.map((s) => s.siteId),
        ),
        eq(fixedDepartures.status, "open"),
        gte(fixedDepartures.departureDate, todayUtc()),
        filter.origin ? eq(fixedDepartures.origin, filter.origin.toUpperCase()) : undefined,
        filter.destination ? eq(fixedDepartures.destination, filter.destination.toUpperCase()) : undefined,
      ),
    )
    .orderBy(asc(fixedDepartures.departureDate), asc(fixedDepartures.id));
  const rules = await loadCallerFdRules(ctx.db, ctx.principal);
  const supplierRules = new Map(
    await Promise.all(sources.filter((s) => s.supplierName !== null).map(async (s) => [s.siteId, await loadSupplierRulesForConsumer(s.siteId, ctx.db.siteId)] as const)),
  );
  const names = new Map(sources.map((s) => [s.siteId, s.supplierName]));
  return {
    result: rows.filter(isOnSale).map((d) => {
      const viaSupplier = supplierRules.get(d.siteId);
      const prices = viaSupplier ? priceThroughSupplier(d, viaSupplier, rules).prices : priceDeparture(d, rules);
      return { ...toDepartureView(d, prices), supplierName: names.get(d.siteId) ?? null };
    }),
  };
}

/** The /fixed-departures page's list (a page has no request context). */
export function searchFixedDeparturesForPage(siteId: number, principal: RequestContext["principal"]) {
  return searchFixedDepartures({ db: createSiteDb(siteId), principal });
}

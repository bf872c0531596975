import "server-only";
import { and, asc, eq, gte } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { fixedDepartures } from "@/db/schema/fixed-departures";
import type { TFixedDepartureView } from "@/lib/contracts/fixed-departures";
import type { RequestContext } from "@/server/http/context";
import { isOnSale, todayUtc, toDepartureView } from "./fd-records";
import { loadCallerFdRules, priceDeparture } from "./fd-pricing";

/**
 * POST /api/fixedDeparture/search and /fixed-departures: the site's departures on sale (open, seats
 * left, name deadline not passed), soonest first, each priced for the caller.
 */
export async function searchFixedDepartures(ctx: Pick<RequestContext, "db" | "principal">, filter: { origin?: string; destination?: string } = {}): Promise<{ result: TFixedDepartureView[] }> {
  const rows = await ctx.db.db
    .select()
    .from(fixedDepartures)
    .where(
      ctx.db.where(
        fixedDepartures,
        and(
          eq(fixedDepartures.status, "open"),
          gte(fixedDepartures.departureDate, todayUtc()),
          filter.origin ? eq(fixedDepartures.origin, filter.origin.toUpperCase()) : undefined,
          filter.destination ? eq(fixedDepartures.destination, filter.destination.toUpperCase()) : undefined,
        ),
      ),
    )
    .orderBy(asc(fixedDepartures.departureDate), asc(fixedDepartures.id));
  const rules = await loadCallerFdRules(ctx.db, ctx.principal);
  return { result: rows.filter(isOnSale).map((d) => toDepartureView(d, priceDeparture(d, rules))) };
}

/** The /fixed-departures page's list (a page has no request context). */
export function searchFixedDeparturesForPage(siteId: number, principal: RequestContext["principal"]) {
  return searchFixedDepartures({ db: createSiteDb(siteId), principal });
}

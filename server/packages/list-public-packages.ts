import "server-only";
import { and, asc, eq, gte, ilike, inArray, lte, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcExchangeRates } from "@/db/schema/dmc-itineraries";
import { inForceRateId } from "@/server/dmc-quotes/exchange-rates";
import { packages } from "@/db/schema/packages";
import type { TPackageCard, TPublicPackagesQuery } from "@/lib/contracts/packages";
import { toSiteDay } from "@/lib/dates";
import type { SiteRecord } from "@/server/sites/find-site";
import { loadImages, toCard } from "./package-rows";
import { packageSources } from "./package-sources";

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * GET /api/packages/list and the /packages page: published packages valid today (site's day) of
 * this site and its approved TourPackages suppliers, filtered; cheapest first. Also the distinct
 * destinations for the filter. The budget (and the order) is in minor units of the site's currency:
 * a package priced in another currency is converted at the site's exchange rate (dmc exchange
 * rates; the same minor-unit digits for every package currency), and without one it cannot be
 * said to fit a budget (left out) and sorts last.
 */
export async function listPublicPackages(db: SiteDb, site: Pick<SiteRecord, "timezone" | "currency">, filters: TPublicPackagesQuery): Promise<{ result: TPackageCard[]; destinations: string[] }> {
  const sources = await packageSources(db);
  const supplierBySite = new Map(sources.map((s) => [s.siteId, s.supplierName]));
  const today = toSiteDay(new Date(), site.timezone);
  const visible = and(inArray(packages.siteId, [...supplierBySite.keys()]), eq(packages.isPublished, true), gte(packages.validTill, today));
  const destination = filters.destination?.trim();
  const inSiteCurrency = sql<number | null>`case when ${packages.currency} = ${site.currency} then ${packages.priceFrom}::double precision else ${packages.priceFrom} * ${dmcExchangeRates.rate} end`;
  const found = await db.db
    .select({ pkg: packages })
    .from(packages)
    .leftJoin(dmcExchangeRates, eq(dmcExchangeRates.id, inForceRateId(db.siteId, packages.currency, site.currency)))
    .where(
      and(
        visible,
        destination ? ilike(packages.destination, `%${escapeLike(destination)}%`) : undefined,
        filters.budgetMax === undefined ? undefined : lte(inSiteCurrency, filters.budgetMax),
        filters.minNights === undefined ? undefined : gte(packages.nights, filters.minNights),
        filters.maxNights === undefined ? undefined : lte(packages.nights, filters.maxNights),
      ),
    )
    .orderBy(sql`${inSiteCurrency} asc nulls last`, asc(packages.priceFrom), asc(packages.id))
    .limit(200);
  const rows = found.map((f) => f.pkg);
  const all = await db.db.selectDistinct({ destination: packages.destination }).from(packages).where(visible).orderBy(asc(packages.destination));
  const imagesBySite = new Map<number, Awaited<ReturnType<typeof loadImages>>>();
  for (const siteId of new Set(rows.map((r) => r.siteId))) {
    imagesBySite.set(siteId, await loadImages(db, siteId, rows.filter((r) => r.siteId === siteId).map((r) => r.id)));
  }
  return {
    result: rows.map((r) => toCard(r, imagesBySite.get(r.siteId)?.get(r.id) ?? [], supplierBySite.get(r.siteId) ?? null)),
    destinations: all.map((d) => d.destination),
  };
}

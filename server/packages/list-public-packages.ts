import "server-only";
import { and, asc, eq, gte, ilike, inArray, lte } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
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
 * destinations for the filter.
 */
export async function listPublicPackages(db: SiteDb, site: Pick<SiteRecord, "timezone">, filters: TPublicPackagesQuery): Promise<{ result: TPackageCard[]; destinations: string[] }> {
  const sources = await packageSources(db);
  const supplierBySite = new Map(sources.map((s) => [s.siteId, s.supplierName]));
  const today = toSiteDay(new Date(), site.timezone);
  const visible = and(inArray(packages.siteId, [...supplierBySite.keys()]), eq(packages.isPublished, true), gte(packages.validTill, today));
  const destination = filters.destination?.trim();
  const rows = await db.db
    .select()
    .from(packages)
    .where(
      and(
        visible,
        destination ? ilike(packages.destination, `%${escapeLike(destination)}%`) : undefined,
        filters.budgetMax === undefined ? undefined : lte(packages.priceFrom, filters.budgetMax),
        filters.minNights === undefined ? undefined : gte(packages.nights, filters.minNights),
        filters.maxNights === undefined ? undefined : lte(packages.nights, filters.maxNights),
      ),
    )
    .orderBy(asc(packages.priceFrom), asc(packages.id))
    .limit(200);
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

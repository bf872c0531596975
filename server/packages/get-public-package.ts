import "server-only";
import { and, eq, gte, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { packages } from "@/db/schema/packages";
import type { TPackage } from "@/lib/contracts/packages";
import { toSiteDay } from "@/lib/dates";
import type { SiteRecord } from "@/server/sites/find-site";
import { loadImages, packageNotFound, toPackage, type PackageRow } from "./package-rows";
import { packageSources } from "./package-sources";

/** A published, still valid package this site shows (its own or an approved TourPackages supplier's), or null. */
export async function findVisiblePackage(db: SiteDb, site: Pick<SiteRecord, "timezone">, packageId: number): Promise<{ row: PackageRow; supplierName: string | null } | null> {
  const sources = await packageSources(db);
  const [row] = await db.db
    .select()
    .from(packages)
    .where(
      and(
        eq(packages.id, packageId),
        inArray(
          packages.siteId,
          sources.map((s) => s.siteId),
        ),
        eq(packages.isPublished, true),
        gte(packages.validTill, toSiteDay(new Date(), site.timezone)),
      ),
    )
    .limit(1);
  if (!row) return null;
  return { row, supplierName: sources.find((s) => s.siteId === row.siteId)?.supplierName ?? null };
}

/** GET /api/packages/details and the package page; 404 for a package this site does not show. */
export async function getPublicPackage(db: SiteDb, site: Pick<SiteRecord, "timezone">, packageId: number): Promise<TPackage> {
  const found = await findVisiblePackage(db, site, packageId);
  if (!found) throw packageNotFound();
  const images = await loadImages(db, found.row.siteId, [found.row.id]);
  return toPackage(found.row, images.get(found.row.id) ?? [], found.supplierName);
}

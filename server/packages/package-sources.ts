import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";

export type PackageSource = { siteId: number; supplierName: string | null };

/**
 * Whose packages this site shows (decision 0044): its own, and those of every supplier that approved
 * it for TourPackages (supplier profile active, the consumer has not paused it).
 */
export async function packageSources(db: SiteDb): Promise<PackageSource[]> {
  const suppliers = await db.db
    .select({ siteId: supplierRequests.supplierSiteId, supplierName: sites.companyName })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.supplierSiteId))
    .innerJoin(supplierProfiles, and(eq(supplierProfiles.siteId, supplierRequests.supplierSiteId), eq(supplierProfiles.isActive, true)))
    .where(
      and(
        eq(supplierRequests.consumerSiteId, db.siteId),
        eq(supplierRequests.category, "TourPackages"),
        eq(supplierRequests.requestStatus, "Approved"),
        eq(supplierRequests.isPausedByConsumer, false),
      ),
    );
  return [{ siteId: db.siteId, supplierName: null }, ...suppliers.filter((s) => s.siteId !== db.siteId)];
}

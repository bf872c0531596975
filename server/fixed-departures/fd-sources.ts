import "server-only";
import { and, eq } from "drizzle-orm";
import { createSiteDb, type SiteDb } from "@/db/client";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import { legalEntities } from "@/db/schema/users";
import { loadGroupRules } from "@/server/markups/load-group-rules";
import { resolveMarkupGroupForUser } from "@/server/markups/resolve-markup-group-for-user";
import type { MarkupRule } from "@/server/pricing/types";

/** A site whose departures this site sells: itself (supplierName null) or a FixedDeparture supplier. */
export type FdSource = { siteId: number; supplierName: string | null };

/**
 * Whose departures this site lists (decision 0052): its own, then those of every supplier that
 * approved it for FixedDeparture (Approved, not paused by the consumer, supplier profile active),
 * as packages do for TourPackages (server/packages/package-sources.ts). Read on every call: a
 * pause or suspension drops the supplier's departures from the next search and booking.
 */
export async function fixedDepartureSources(db: SiteDb): Promise<FdSource[]> {
  const suppliers = await db.db
    .select({ siteId: supplierRequests.supplierSiteId, supplierName: sites.companyName })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.supplierSiteId))
    .innerJoin(supplierProfiles, and(eq(supplierProfiles.siteId, supplierRequests.supplierSiteId), eq(supplierProfiles.isActive, true)))
    .where(
      and(
        eq(supplierRequests.consumerSiteId, db.siteId),
        eq(supplierRequests.category, "FixedDeparture"),
        eq(supplierRequests.requestStatus, "Approved"),
        eq(supplierRequests.isPausedByConsumer, false),
      ),
    )
    .orderBy(supplierRequests.id);
  return [{ siteId: db.siteId, supplierName: null }, ...suppliers.filter((s) => s.siteId !== db.siteId)];
}

/** The consumer site's company on the supplier's site (decision 0027), if the approval made it. */
export async function findConsumerCompany(supplierSiteId: number, consumerSiteId: number): Promise<number | null> {
  const supplierDb = createSiteDb(supplierSiteId);
  const [row] = await supplierDb.db
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(supplierDb.where(legalEntities, eq(legalEntities.consumerSiteId, consumerSiteId)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The supplier's fixed-departure rules for the consumer company: the markup group the supplier gave
 * that company (its default group when the company is not made yet), as network flights are priced
 * for the consumer's company user on the supplier's site.
 */
export async function loadSupplierRulesForConsumer(supplierSiteId: number, consumerSiteId: number): Promise<MarkupRule[]> {
  const supplierDb = createSiteDb(supplierSiteId);
  const legalEntityId = await findConsumerCompany(supplierSiteId, consumerSiteId);
  // A company not made yet gets the default group, as its creation would map it.
  const group = await resolveMarkupGroupForUser(supplierDb, legalEntityId ?? 0);
  return group ? loadGroupRules(supplierDb, group.groupId) : [];
}

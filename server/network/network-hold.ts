import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { supplierRequests } from "@/db/schema/network";

/**
 * Flight hold through the network follows the supplier's switch for that consumer (decision 0032),
 * read from the Flights mapping (approved, not paused). Consumer side: the mapping behind a negative
 * source id of this site. Supplier side: the mapping of this (supplier) site with the consumer site
 * whose company the booker belongs to.
 */
async function holdSwitch(conditions: ReturnType<typeof eq>[], db: SiteDb): Promise<boolean> {
  const [row] = await db.db
    .select({ isFlightHoldAllowed: supplierRequests.isFlightHoldAllowed })
    .from(supplierRequests)
    .where(and(...conditions, eq(supplierRequests.category, "Flights"), eq(supplierRequests.requestStatus, "Approved"), eq(supplierRequests.isPausedByConsumer, false)))
    .limit(1);
  return row?.isFlightHoldAllowed === true;
}

/** Consumer side: may this site hold a fare of the linked supplier behind source id `sourceId` (negative)? */
export const isNetworkHoldAllowed = (db: SiteDb, sourceId: number) => holdSwitch([eq(supplierRequests.id, -sourceId), eq(supplierRequests.consumerSiteId, db.siteId)], db);

/** Supplier side: may the consumer site `consumerSiteId`'s company hold fares of this site? */
export const isConsumerCompanyHoldAllowed = (db: SiteDb, consumerSiteId: number) =>
  holdSwitch([eq(supplierRequests.supplierSiteId, db.siteId), eq(supplierRequests.consumerSiteId, consumerSiteId)], db);

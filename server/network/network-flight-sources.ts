import "server-only";
import { and, eq } from "drizzle-orm";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import type { LoadedSupplier } from "@/server/flights/load-site-suppliers";
import type { RequestContext } from "@/server/http/context";
import { createWayfareSupplier } from "@/server/suppliers/wayfare/wayfare-supplier";
import { ensureNetworkKey } from "./issue-network-key";
import { primaryDomain } from "./network-records";
import { loadRemoteFlightSources } from "./remote-flight-sources";

/** How long a consumer's search waits for a supplier site (env NETWORK_SUPPLIER_TIMEOUT_MS). */
export const DEFAULT_NETWORK_TIMEOUT_MS = 8000;

/**
 * Network sources carry the mapping's id negated as their source id, so result indexes
 * (`-<supplierListId>~<supplier's own resultIndex>`) never meet a site_suppliers row's id.
 */
export const networkSourceId = (supplierListId: number) => -supplierListId;
export const isNetworkSourceId = (sourceId: number) => sourceId < 0;

/**
 * The supplier deployment's origin: its primary domain over https, or, when set,
 * WAYFARE_NETWORK_ORIGIN (one origin for every supplier site: tests, the bench, a local demo).
 */
export function supplierOrigin(domain: string): string {
  const override = process.env.WAYFARE_NETWORK_ORIGIN?.trim();
  return override ? override.replace(/\/+$/, "") : `https://${domain}`;
}

/**
 * The consumer site's linked flight suppliers as search sources (decision 0030): every Flights
 * mapping the supplier approved (not Suspended) whose flight search switch is on, that the consumer
 * has not paused, with an active supplier profile, then its unpaused suppliers in other deployments.
 * Read on every search, so a pause or suspension drops the source from the next one.
 */
export async function loadNetworkFlightSources(ctx: RequestContext): Promise<LoadedSupplier[]> {
  const rows = await ctx.db.db
    .select({
      id: supplierRequests.id,
      supplierSiteId: supplierRequests.supplierSiteId,
      consumerSiteId: supplierRequests.consumerSiteId,
      networkApiKeySealed: supplierRequests.networkApiKeySealed,
      companyName: sites.companyName,
      domain: primaryDomain(sites.id),
    })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.supplierSiteId))
    .innerJoin(supplierProfiles, and(eq(supplierProfiles.siteId, supplierRequests.supplierSiteId), eq(supplierProfiles.isActive, true)))
    .where(
      and(
        eq(supplierRequests.consumerSiteId, ctx.site.id),
        eq(supplierRequests.category, "Flights"),
        eq(supplierRequests.requestStatus, "Approved"),
        eq(supplierRequests.isPausedByConsumer, false),
        eq(supplierRequests.isFlightSearchAllowed, true),
      ),
    )
    .orderBy(supplierRequests.id);
  const timeoutMs = Number(process.env.NETWORK_SUPPLIER_TIMEOUT_MS) || DEFAULT_NETWORK_TIMEOUT_MS;
  const sources = await Promise.all(
    rows.map(async (row): Promise<LoadedSupplier | null> => {
      const apiKey = await ensureNetworkKey(row);
      if (!apiKey) return null;
      const name = row.companyName;
      return {
        id: networkSourceId(row.id),
        name,
        code: "wayfare",
        timeoutMs,
        supplier: createWayfareSupplier({ baseUrl: supplierOrigin(row.domain), apiKey, siteId: row.supplierSiteId, sourceName: name }),
      };
    }),
  );
  // Suppliers in other deployments (decision 0034) follow, in their own id space.
  return [...sources.filter((s) => s !== null), ...(await loadRemoteFlightSources(ctx, timeoutMs))];
}

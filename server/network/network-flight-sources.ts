import "server-only";
import { and, eq } from "drizzle-orm";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import type { SiteDb } from "@/db/client";
import type { LoadedSupplier } from "@/server/flights/load-site-suppliers";
import { createWayfareSupplier } from "@/server/suppliers/wayfare/wayfare-supplier";
import { inProcessFetch } from "./in-process-fetch";
import { ensureNetworkKey } from "./issue-network-key";
import { primaryDomain } from "./network-records";
import { loadRemoteFlightSources, REMOTE_SOURCE_ID_BASE } from "./remote-flight-sources";

/** How long a consumer's search waits for a supplier site (env NETWORK_SUPPLIER_TIMEOUT_MS). */
export const DEFAULT_NETWORK_TIMEOUT_MS = 8000;

/**
 * Network sources carry the mapping's id negated as their source id, so result indexes
 * (`-<supplierListId>~<supplier's own resultIndex>`) never meet a site_suppliers row's id.
 */
export const networkSourceId = (supplierListId: number) => -supplierListId;
export const isNetworkSourceId = (sourceId: number) => sourceId < 0;

/**
 * How a linked supplier site is reached (decision 0060). It is a site of this same deployment (same
 * database), so by default its partner endpoints run in this process (`inProcessFetch`): no origin
 * to configure, no network hop, the same route wrapper and key checks as over HTTP. Only when
 * WAYFARE_NETWORK_ORIGIN is set are they called over HTTP at that origin (tests of a supplier that
 * is down or hangs, the bench's network leg).
 */
export function supplierTransport(domain: string): { baseUrl: string; fetchImpl?: typeof fetch } {
  const override = process.env.WAYFARE_NETWORK_ORIGIN?.trim();
  return override ? { baseUrl: override.replace(/\/+$/, "") } : { baseUrl: `https://${domain}`, fetchImpl: inProcessFetch };
}

/**
 * The consumer site's linked flight suppliers as sources (decisions 0030, 0032), then its unpaused
 * suppliers in other deployments (decision 0034): every Flights mapping the supplier approved (not
 * Suspended), that the consumer has not paused, with an active supplier profile. A search
 * (`forSearch`) also needs the supplier's flight search switch; booking one source (`onlyMappingId`,
 * from a negative source id: a mapping id, or REMOTE_SOURCE_ID_BASE + a remote supplier's id) does
 * not, but carries the hold switch. Read on every call, so a pause or suspension drops the source
 * from the next search and answers "no longer available" to the next quote, validation or booking.
 */
export async function loadNetworkFlightSources(db: SiteDb, options: { forSearch: boolean; onlyMappingId?: number } = { forSearch: true }): Promise<LoadedSupplier[]> {
  const timeoutMs = Number(process.env.NETWORK_SUPPLIER_TIMEOUT_MS) || DEFAULT_NETWORK_TIMEOUT_MS;
  const only = options.onlyMappingId;
  if (only !== undefined && only >= REMOTE_SOURCE_ID_BASE) return loadRemoteFlightSources(db, timeoutMs, only - REMOTE_SOURCE_ID_BASE);
  const rows = await db.db
    .select({
      id: supplierRequests.id,
      supplierSiteId: supplierRequests.supplierSiteId,
      consumerSiteId: supplierRequests.consumerSiteId,
      networkApiKeySealed: supplierRequests.networkApiKeySealed,
      isFlightHoldAllowed: supplierRequests.isFlightHoldAllowed,
      companyName: sites.companyName,
      domain: primaryDomain(sites.id),
    })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.supplierSiteId))
    .innerJoin(supplierProfiles, and(eq(supplierProfiles.siteId, supplierRequests.supplierSiteId), eq(supplierProfiles.isActive, true)))
    .where(
      and(
        eq(supplierRequests.consumerSiteId, db.siteId),
        eq(supplierRequests.category, "Flights"),
        eq(supplierRequests.requestStatus, "Approved"),
        eq(supplierRequests.isPausedByConsumer, false),
        options.forSearch ? eq(supplierRequests.isFlightSearchAllowed, true) : undefined,
        options.onlyMappingId === undefined ? undefined : eq(supplierRequests.id, options.onlyMappingId),
      ),
    )
    .orderBy(supplierRequests.id);
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
        network: { supplierListId: row.id, isFlightHoldAllowed: row.isFlightHoldAllowed },
        supplier: createWayfareSupplier({ ...supplierTransport(row.domain), apiKey, siteId: row.supplierSiteId, sourceName: name }),
      };
    }),
  );
  // Suppliers in other deployments (decision 0034) follow, in their own id space.
  const linked = sources.filter((source) => source !== null);
  return only === undefined ? [...linked, ...(await loadRemoteFlightSources(db, timeoutMs))] : linked;
}

import "server-only";
import type { SiteDb } from "@/db/client";
import { isNetworkSourceId, loadNetworkFlightSources } from "@/server/network/network-flight-sources";
import { loadSiteSuppliers, type LoadedSupplier } from "./load-site-suppliers";

/**
 * The one way to find the source of a result or booking by its source id (decision 0032): a
 * positive id is the site's own supplier account (enabled), a negative one a linked supplier site
 * whose Flights mapping is still approved and not paused. Undefined when it is neither any more: the
 * callers answer "The supplier of this result is no longer available" (or their own message).
 */
export async function loadSourceById(db: SiteDb, sourceId: number): Promise<LoadedSupplier | undefined> {
  if (isNetworkSourceId(sourceId)) {
    const [linked] = await loadNetworkFlightSources(db, { forSearch: false, onlyMappingId: -sourceId });
    return linked;
  }
  const [own] = await loadSiteSuppliers(db, [sourceId]);
  return own;
}

import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { remoteSuppliers } from "@/db/schema/network";
import type { LoadedSupplier } from "@/server/flights/load-site-suppliers";
import { decryptSecret } from "@/server/security/secret-box";
import { createWayfareSupplier } from "@/server/suppliers/wayfare/wayfare-supplier";

/**
 * Source ids of network sources are negative (decision 0030): a linked supplier (same deployment) is
 * -<supplierListId>, from -1 down to -999,999,999; a supplier in another deployment is
 * -(1,000,000,000 + <remote_suppliers.id>), from -1,000,000,001 down (decision 0034). The two never
 * meet while supplier_requests ids stay below 10^9, and both fit the integer supplierId column.
 */
export const REMOTE_SOURCE_ID_BASE = 1_000_000_000;
export const remoteSourceId = (remoteSupplierId: number) => -(REMOTE_SOURCE_ID_BASE + remoteSupplierId);
export const isRemoteSourceId = (sourceId: number) => sourceId <= -REMOTE_SOURCE_ID_BASE;
export const remoteSupplierIdOf = (sourceId: number) => -sourceId - REMOTE_SOURCE_ID_BASE;

/**
 * The consumer site's suppliers in other deployments that it has not paused, as sources (all of
 * them for a search, or the one `onlyId` for booking). Their hold switch is not known here: holds
 * are not offered on their fares (server/network/network-hold.ts finds no mapping), and the remote
 * still applies its own rules to anything we send.
 */
export async function loadRemoteFlightSources(db: SiteDb, timeoutMs: number, onlyId?: number): Promise<LoadedSupplier[]> {
  const rows = await db.db
    .select({ id: remoteSuppliers.id, origin: remoteSuppliers.origin, remoteSiteId: remoteSuppliers.remoteSiteId, name: remoteSuppliers.name, apiKeySealed: remoteSuppliers.apiKeySealed })
    .from(remoteSuppliers)
    .where(and(eq(remoteSuppliers.consumerSiteId, db.siteId), eq(remoteSuppliers.isPaused, false), onlyId === undefined ? undefined : eq(remoteSuppliers.id, onlyId)))
    .orderBy(remoteSuppliers.id);
  return rows.map((row) => ({
    id: remoteSourceId(row.id),
    name: row.name,
    code: "wayfare",
    timeoutMs,
    supplier: createWayfareSupplier({ baseUrl: row.origin, apiKey: decryptSecret(row.apiKeySealed), siteId: row.remoteSiteId, sourceName: row.name }),
  }));
}

import "server-only";
import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { siteSuppliers } from "@/db/schema/flights";
import { remoteSuppliers, supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";

/** What a customer reads in place of a source's name in a message. */
export const SOURCE_STANDIN = "The supplier";

/** Every name a source of this site may carry: its own supplier accounts, linked supplier sites, suppliers in other deployments. */
async function sourceNamesOf(siteId: number): Promise<string[]> {
  const [own, linked, remote] = await Promise.all([
    systemDb.select({ name: siteSuppliers.name }).from(siteSuppliers).where(eq(siteSuppliers.siteId, siteId)),
    systemDb.select({ name: sites.companyName }).from(supplierRequests).innerJoin(sites, eq(sites.id, supplierRequests.supplierSiteId)).where(eq(supplierRequests.consumerSiteId, siteId)),
    systemDb.select({ name: remoteSuppliers.name }).from(remoteSuppliers).where(eq(remoteSuppliers.consumerSiteId, siteId)),
  ]);
  return [...new Set([...own, ...linked, ...remote].map((r) => r.name?.trim() ?? "").filter((n) => n.length > 0))].sort((a, b) => b.length - a.length);
}

/**
 * A message for a site's customer with its sources' names replaced by "The supplier" (decision
 * 0060): a supplier failure's text ("Demo Travels did not answer") keeps what happened, not who.
 */
export async function scrubSourceNames(siteId: number, message: string): Promise<string> {
  let out = message;
  for (const name of await sourceNamesOf(siteId)) out = out.split(name).join(SOURCE_STANDIN);
  return out;
}

import { systemDb } from "@/db/client";
import { remoteSuppliers, supplierProfiles, supplierRequests, supplierTermsAcceptances } from "@/db/schema/network";
import { encryptSecret } from "@/server/security/secret-box";
import { createTestSite } from "../helpers/fixtures";

/**
 * The network rows of the contract world (issue 12): site A is a supplier with a Pending request
 * from a consumer site C, and a consumer of supplier site S (terms accepted, Flights approved).
 */
export async function createNetworkContractRows(siteAId: number, tag: string) {
  const supplierSite = await createTestSite({ companyName: `Supplier S ${tag}` });
  const consumerSite = await createTestSite({ companyName: `Consumer C ${tag}` });
  await systemDb.insert(supplierProfiles).values([
    { siteId: siteAId, categories: ["Flights", "FixedDeparture", "TourPackages"], termsAndConditions: `Victim terms ${tag}` },
    { siteId: supplierSite.id, categories: ["Flights", "FixedDeparture", "TourPackages"], termsAndConditions: "Supplier S terms" },
  ]);
  const [toA] = await systemDb.insert(supplierRequests).values({ supplierSiteId: siteAId, consumerSiteId: consumerSite.id, category: "Flights" }).returning();
  await systemDb.insert(supplierTermsAcceptances).values({ supplierSiteId: supplierSite.id, consumerSiteId: siteAId, acceptedTerms: "Supplier S terms" });
  const [fromA] = await systemDb.insert(supplierRequests).values({ supplierSiteId: supplierSite.id, consumerSiteId: siteAId, category: "Flights", requestStatus: "Approved" }).returning();
  // A supplier of site A in another deployment (decision 0034), paused, at a closed loopback port.
  const [remoteFromA] = await systemDb
    .insert(remoteSuppliers)
    .values({ consumerSiteId: siteAId, origin: "https://127.0.0.1:9", remoteSiteId: 1, name: `Remote R ${tag}`, apiKeySealed: encryptSecret(`wf_live_${"a".repeat(40)}`), keyPrefix: "wf_live_aaaaaaaa", keyMode: "live", keyScope: "write", isPaused: true })
    .returning();
  return { supplierSite, consumerSite, requestToA: toA, requestFromA: fromA, remoteFromA };
}

import { systemDb } from "@/db/client";
import { supplierProfiles, supplierRequests, supplierTermsAcceptances } from "@/db/schema/network";
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
  return { supplierSite, consumerSite, requestToA: toA, requestFromA: fromA };
}

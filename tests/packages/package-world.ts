import { systemDb } from "@/db/client";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { packages } from "@/db/schema/packages";
import type { TPackageInput } from "@/lib/contracts/packages";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

export const packageInput = (overrides: Partial<TPackageInput> = {}): TPackageInput => ({
  name: "Dubai Delight",
  destination: "Dubai",
  days: 5,
  nights: 4,
  plan: [
    { day: 1, title: "Arrival", description: "Airport pickup and check-in." },
    { day: 2, title: "City tour", description: "Half-day city tour and desert safari." },
  ],
  inclusions: ["4 nights hotel", "Breakfast"],
  exclusions: ["Flights"],
  priceFrom: 4_500_000,
  currency: "INR",
  validFrom: isoDay(-10),
  validTill: isoDay(120),
  isPublished: true,
  ...overrides,
});

/** Inserts a package straight into the database (for tests of other endpoints). */
export async function insertPackage(siteId: number, overrides: Partial<TPackageInput> = {}) {
  const input = packageInput(overrides);
  const [row] = await systemDb
    .insert(packages)
    .values({ siteId, ...input, currency: input.currency as string } as typeof packages.$inferInsert)
    .returning();
  return row;
}

/** A site with staff (token), a travel agent (token) and a retail user (token). */
export async function packageSite(overrides: Parameters<typeof createTestSite>[0] = {}) {
  const site = await createTestSite(overrides);
  const staff = await createTestUser(site.id, { userType: "staff", firstName: "Stella" });
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const retail = await createTestUser(site.id, { userType: "retail", firstName: "Rita" });
  return {
    site,
    staff,
    agent,
    retail,
    staffToken: await logInAs(site.domain, staff.email!),
    agentToken: await logInAs(site.domain, agent.email!),
    retailToken: await logInAs(site.domain, retail.email!),
  };
}

/** `supplier` approves `consumer` for TourPackages. */
export async function approveTourPackages(supplierSiteId: number, consumerSiteId: number, status: "Approved" | "Pending" = "Approved") {
  await systemDb.insert(supplierProfiles).values({ siteId: supplierSiteId, categories: ["TourPackages"], termsAndConditions: "Terms" }).onConflictDoNothing();
  await systemDb.insert(supplierRequests).values({ supplierSiteId, consumerSiteId, category: "TourPackages", requestStatus: status });
}

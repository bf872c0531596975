import { systemDb } from "@/db/client";
import { seedSupplier, type SeedSupplierInput } from "@/db/seed/suppliers";
import { createTestSite, createTestUser, logInAs } from "./fixtures";

/** A date n days from today, "YYYY-MM-DD". */
export function daysFromNow(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

export async function addSupplier(siteId: number, input: Omit<SeedSupplierInput, "siteId">) {
  return seedSupplier(systemDb, { siteId, ...input });
}

/** A site with a simulated supplier and a signed-in travel agent. */
export async function createFlightWorld(options: { suppliers?: Omit<SeedSupplierInput, "siteId">[] } = {}) {
  const site = await createTestSite();
  const suppliers = [];
  for (const s of options.suppliers ?? [{ code: "simulated" as const, name: "Simulated", settings: { seed: 7 } }]) suppliers.push(await addSupplier(site.id, s));
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const token = await logInAs(site.domain, agent.email!);
  return { site, suppliers, agent, token };
}

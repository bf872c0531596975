import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcAreaTransfers, dmcDrivers, dmcLocations } from "@/db/schema/dmc";
import { seedDmcDemo } from "@/db/seed/dmc";
import { DEMO_AREA_TRANSFERS } from "@/db/seed/dmc-geo";
import { createTestSite } from "../../helpers/fixtures";

afterAll(() => closeDb());

describe("seedDmcDemo: the geography", () => {
  it("seeds area transfers in both markets (SIC and private), four pickup locations and three drivers, once", async () => {
    const site = await createTestSite();
    await seedDmcDemo(systemDb, site.id);
    await seedDmcDemo(systemDb, site.id);
    const transfers = await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.siteId, site.id));
    expect(transfers).toHaveLength(DEMO_AREA_TRANSFERS.length);
    expect(new Set(transfers.map((t) => t.marketId)).size).toBe(2);
    expect(new Set(transfers.map((t) => t.sharingBasis))).toEqual(new Set(["sharing", "private"]));
    for (const t of transfers) expect(t.isPerPax).toBe(t.sharingBasis === "sharing");
    const locations = await systemDb.select({ name: dmcLocations.name }).from(dmcLocations).where(eq(dmcLocations.siteId, site.id));
    expect(locations.map((l) => l.name).sort()).toEqual(["Address Dubai Marina", "Atlantis The Palm", "Dubai International Airport, Terminal 3", "The Dubai Mall"]);
    expect(await systemDb.select().from(dmcDrivers).where(eq(dmcDrivers.siteId, site.id))).toHaveLength(3);
  });
});

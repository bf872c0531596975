import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcAreas, dmcMarkets } from "@/db/schema/dmc";
import { seedDmcBase } from "@/db/seed/dmc";
import { createTestSite } from "../helpers/fixtures";

afterAll(() => closeDb());

describe("seedDmcBase", () => {
  it("makes the demo markets (India the default) and the Dubai areas once, however often it runs", async () => {
    const site = await createTestSite();
    const first = await seedDmcBase(systemDb, site.id);
    const second = await seedDmcBase(systemDb, site.id);
    expect(second).toEqual(first);
    const markets = await systemDb.select().from(dmcMarkets).where(eq(dmcMarkets.siteId, site.id));
    expect(markets.map((m) => [m.name, m.isDefault]).sort()).toEqual([
      ["GCC", false],
      ["India", true],
    ]);
    const areas = await systemDb.select({ name: dmcAreas.name }).from(dmcAreas).where(eq(dmcAreas.siteId, site.id));
    expect(areas.map((a) => a.name).sort()).toEqual(["Bur Dubai", "DXB airport", "Deira", "Downtown", "Dubai Marina", "JBR", "Palm Jumeirah"]);
  });
});

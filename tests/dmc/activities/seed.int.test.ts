import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcActivities, dmcCombos, dmcTicketRates, dmcTourOptions, dmcTransferRates } from "@/db/schema/dmc";
import { seedDmcDemo } from "@/db/seed/dmc";
import { checkRateSheet } from "@/lib/dmc/rate-sheet";
import { createTestSite } from "../../helpers/fixtures";

afterAll(() => closeDb());

describe("seedDmcActivities (through seedDmcDemo)", () => {
  it("seeds the five demo activities with tour options, rate sheets that pass the check, and one combo, once", async () => {
    const site = await createTestSite();
    await seedDmcDemo(systemDb, site.id);
    await seedDmcDemo(systemDb, site.id);
    const activities = await systemDb.select({ name: dmcActivities.name }).from(dmcActivities).where(eq(dmcActivities.siteId, site.id));
    expect(activities.map((a) => a.name).sort()).toEqual(["Abu Dhabi City Tour", "Burj Khalifa At the Top", "Desert Safari with Dinner", "Dhow Cruise", "Miracle Garden"]);
    const options = await systemDb.select().from(dmcTourOptions).where(eq(dmcTourOptions.siteId, site.id));
    expect(options).toHaveLength(7);
    for (const o of options) {
      const tickets = await systemDb.select().from(dmcTicketRates).where(and(eq(dmcTicketRates.siteId, site.id), eq(dmcTicketRates.tourOptionId, o.id)));
      const transfers = await systemDb.select().from(dmcTransferRates).where(and(eq(dmcTransferRates.siteId, site.id), eq(dmcTransferRates.tourOptionId, o.id)));
      expect(tickets.map((t) => t.currency).sort()).toEqual(["AED", "USD"]);
      expect(new Set(transfers.map((t) => t.sharingBasis))).toEqual(new Set(["SIC", "PVT"]));
      expect([...tickets, ...transfers].every((r) => r.validTillDate === "2027-12-31")).toBe(true);
      const report = checkRateSheet(transfers.map((t) => ({ ...t, lane: `${t.transferType}+${t.sharingBasis}` })));
      expect(report.errors).toEqual([]);
      expect(checkRateSheet(tickets).errors).toEqual([]);
    }
    const combos = await systemDb.select().from(dmcCombos).where(eq(dmcCombos.siteId, site.id));
    expect(combos.map((c) => [c.name, c.amount, c.currency])).toEqual([["Dubai Highlights", 1000, "USD"]]);
  });
});

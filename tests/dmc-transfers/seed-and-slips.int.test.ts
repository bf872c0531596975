import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { sites } from "@/db/schema/sites";
import { seedDmcDemo } from "@/db/seed/dmc";
import { siteTimeZone } from "@/lib/dates";
import { getDutySlips } from "@/server/dmc-transfers/get-duty-slips";
import { todayIn } from "@/server/flights/search-rules";
import { createTestSite } from "../helpers/fixtures";
import { addDays, createTransfersWorld } from "./transfers-world";

afterAll(() => closeDb());

describe("seedDmcDemo: transfers", () => {
  it("seeds transfers today and tomorrow for the three demo drivers and one unassigned, once", async () => {
    const site = await createTestSite();
    await seedDmcDemo(systemDb, site.id);
    await seedDmcDemo(systemDb, site.id);
    const [row] = await systemDb.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, site.id));
    const today = todayIn(siteTimeZone(row.timezone));
    const rows = await systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.siteId, site.id));
    expect(rows).toHaveLength(9);
    expect(new Set(rows.map((r) => r.date))).toEqual(new Set([today, addDays(today, 1)]));
    expect(new Set(rows.filter((r) => r.date === today && r.driverId !== null).map((r) => r.driverId)).size).toBe(3);
    expect(rows.filter((r) => r.driverId === null)).toHaveLength(1);
  });
});

describe("getDutySlips", () => {
  it("answers one driver's day by time with the day's charges, or every driver with work that day; never another site's", async () => {
    const w = await createTransfersWorld();
    await systemDb.update(dmcTransfers).set({ internalDriverCharges: 1250 }).where(eq(dmcTransfers.id, w.t.imran15));
    const imran = await getDutySlips(w.site.id, w.today, w.imran.id);
    expect(imran).toHaveLength(1);
    expect(imran[0]).toMatchObject({ driverName: "Imran Qureshi", phone: "+971501234567", charges: 12.5 });
    expect(imran[0].transfers.map((t) => t.time)).toEqual(["09:00", "15:00"]);
    const all = await getDutySlips(w.site.id, w.today, null);
    expect(all.map((s) => s.driverName)).toEqual(["Imran Qureshi", "Ravi Menon"]);
    expect(await getDutySlips(w.site.id, w.today, w.otherDriver.id)).toEqual([]);
  });
});

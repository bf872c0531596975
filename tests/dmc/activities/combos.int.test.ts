import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcComboItems, dmcCombos, dmcTourOptions } from "@/db/schema/dmc";
import { POST as createCombo } from "@/app/api/dmc/createDmcCombo/route";
import { POST as getCombos } from "@/app/api/dmc/getCombos/route";
import { GET as getAllCombos } from "@/app/api/combo/getAllCombos/route";
import { POST as saveTicket } from "@/app/api/dmc/saveActivityTicketRates/route";
import { POST as saveTransfer } from "@/app/api/dmc/saveTourOptionTransferRates/route";
import { as, createActivityWorld, expectStaffOnly, ticketRate, transferRate } from "./world";

afterAll(() => closeDb());

const CREATE = "/api/dmc/createDmcCombo";

describe("POST /api/dmc/createDmcCombo", () => {
  it("creates a combo with its discount in minor units and its tour options in order; lists show rates and transfers", async () => {
    const w = await createActivityWorld();
    const [second] = await systemDb.insert(dmcTourOptions).values({ siteId: w.site.id, activityId: w.activity.id, name: "Creek cruise" }).returning();
    await as(w, "admin")(saveTicket, "/api/dmc/saveActivityTicketRates", { body: ticketRate(w) });
    await as(w, "admin")(saveTransfer, "/api/dmc/saveTourOptionTransferRates", { body: transferRate(w) });
    const res = await as(w, "staff")(createCombo, CREATE, {
      body: { name: "Dubai evenings", amount: 12.5, currency: "USD", tourOptions: [{ tourOptionId: w.tourOption.id, withOnwardTransfer: true, withReturnTransfer: true }, { tourOptionId: second.id }] },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ id: expect.any(Number), name: "Dubai evenings", message: "Combo created successfully" });
    const [row] = await systemDb.select().from(dmcCombos).where(eq(dmcCombos.id, res.body.data.id));
    expect(row).toMatchObject({ siteId: w.site.id, amount: 1250, currency: "USD" });
    const items = await systemDb.select().from(dmcComboItems).where(eq(dmcComboItems.comboId, row.id));
    expect(items.map((i) => [i.tourOptionId, i.position, i.withOnwardTransfer, i.withReturnTransfer])).toEqual([
      [w.tourOption.id, 0, true, true],
      [second.id, 1, false, false],
    ]);
    const list = await as(w, "staff")(getCombos, "/api/dmc/getCombos", { body: {} });
    expect(list.status).toBe(200);
    const [combo] = list.body.data.result;
    expect(combo).toMatchObject({ name: "Dubai evenings", amount: 12.5, currency: "USD" });
    expect(combo.tourOptions[0]).toMatchObject({ name: "Marina dinner cruise", activityName: "Dhow Cruise", withOnwardTransfer: true, withReturnTransfer: true });
    expect(combo.tourOptions[0].ticketRates[0]).toMatchObject({ adultAmount: 45.5, childAmount: 30, marketName: "India" });
    expect(combo.tourOptions[0].transferRates[0]).toMatchObject({ transferType: "return", sharingBasis: "SIC", amount: 40.25 });
    expect(combo.tourOptions[1]).toMatchObject({ name: "Creek cruise", ticketRates: [], transferRates: [] });
    const all = await as(w, "staff")(getAllCombos, "/api/combo/getAllCombos");
    expect(all.body.data.result.map((c: { id: number }) => c.id)).toEqual([row.id]);
    const other = await createActivityWorld();
    expect((await as(other, "staff")(getAllCombos, "/api/combo/getAllCombos")).body.data.result).toEqual([]);
    const searched = await as(w, "staff")(getCombos, "/api/dmc/getCombos", { body: { search: "morning" } });
    expect(searched.body.data.result).toEqual([]);
  });

  it("says 'Please select a tour option', 'Tour already added' and 'Please enter a valid amount'", async () => {
    const w = await createActivityWorld();
    const none = await as(w, "staff")(createCombo, CREATE, { body: { name: "A", amount: 10, tourOptions: [] } });
    expect(none.status).toBe(400);
    expect(none.body.shortError).toEqual({ tourOptions: "Please select a tour option" });
    const missing = await as(w, "staff")(createCombo, CREATE, { body: { name: "A", amount: 10 } });
    expect(missing.body.shortError).toEqual({ tourOptions: "Please select a tour option" });
    const dup = await as(w, "staff")(createCombo, CREATE, { body: { name: "A", amount: 10, tourOptions: [{ tourOptionId: w.tourOption.id }, { tourOptionId: w.tourOption.id }] } });
    expect(dup.status).toBe(400);
    expect(dup.body.shortError).toEqual({ "tourOptions.1.tourOptionId": "Tour already added" });
    for (const amount of ["ten", -1, 1.234, null]) {
      const bad = await as(w, "staff")(createCombo, CREATE, { body: { name: "A", amount, tourOptions: [{ tourOptionId: w.tourOption.id }] } });
      expect(bad.status).toBe(400);
      expect(bad.body.shortError).toEqual({ amount: "Please enter a valid amount" });
    }
    expect(await systemDb.select().from(dmcCombos).where(eq(dmcCombos.siteId, w.site.id))).toEqual([]);
  });

  it("answers 404 for another site's tour option and is staff only", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const res = await as(w, "staff")(createCombo, CREATE, { body: { name: "A", amount: 1, tourOptions: [{ tourOptionId: other.tourOption.id }] } });
    expect(res.status).toBe(404);
    expect(await systemDb.select().from(dmcCombos).where(eq(dmcCombos.siteId, w.site.id))).toEqual([]);
    await expectStaffOnly(w, createCombo, CREATE, { body: { name: "A", amount: 1, tourOptions: [{ tourOptionId: w.tourOption.id }] } });
    await expectStaffOnly(w, getCombos, "/api/dmc/getCombos", { body: {} });
    await expectStaffOnly(w, getAllCombos, "/api/combo/getAllCombos");
  });
});

import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcAreaTransfers, dmcComboItems, dmcCombos, dmcTicketRates, dmcTourOptions } from "@/db/schema/dmc";
import { POST as createCombo } from "@/app/api/dmc/createDmcCombo/route";
import { POST as createTransfers } from "@/app/api/areas/createTransfers/route";
import { POST as saveTicket } from "@/app/api/dmc/saveActivityTicketRates/route";
import { as as asActivity, createActivityWorld, ticketRate } from "./activities/world";
import { as as asGeo, createGeoWorld, transferBody } from "./geo/geo-world";

afterAll(() => closeDb());

/*
 * Issue 25, defect 12: rates, combos and area transfers are edited in place (the save endpoints take
 * the row's id), through the same checks as adding; another site's row is 404 and kept.
 */
describe("editing in place", () => {
  it("updates an area transfer by id, through the sheet check that leaves the row itself out", async () => {
    const w = await createGeoWorld();
    const first = await asGeo(w, "staff")(createTransfers, "/api/areas/createTransfers", { body: transferBody(w) });
    expect(first.status).toBe(200);
    const id = first.body.data.transfer.id;
    const edited = await asGeo(w, "staff")(createTransfers, "/api/areas/createTransfers", { body: transferBody(w, { id, amount: 30, validTillDate: "2027-06-30" }) });
    expect(edited.status).toBe(200);
    expect(edited.body.data.transfer).toMatchObject({ id, amount: 30 });
    const rows = await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.siteId, w.site.id));
    expect(rows.map((r) => [r.id, r.amount, r.validTillDate])).toEqual([[id, 3000, "2027-06-30"]]);
    // A second rate of the lane, then the first edited onto its dates at the same priority: refused, nothing changed.
    const second = await asGeo(w, "staff")(createTransfers, "/api/areas/createTransfers", { body: transferBody(w, { validFromDate: "2027-07-01", validTillDate: "2027-12-31" }) });
    expect(second.status).toBe(200);
    const clash = await asGeo(w, "staff")(createTransfers, "/api/areas/createTransfers", { body: transferBody(w, { id, validTillDate: "2027-08-31" }) });
    expect(clash.status).toBe(400);
    expect(clash.body.errorMessage).toContain("overlap");
    expect((await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.id, id)))[0].validTillDate).toBe("2027-06-30");
  });

  it("answers 404 for another site's area transfer and keeps it", async () => {
    const w = await createGeoWorld();
    const other = await createGeoWorld();
    const theirs = await asGeo(other, "admin")(createTransfers, "/api/areas/createTransfers", { body: transferBody(other) });
    const res = await asGeo(w, "admin")(createTransfers, "/api/areas/createTransfers", { body: transferBody(w, { id: theirs.body.data.transfer.id, amount: 99 }) });
    expect(res.status).toBe(404);
    expect((await systemDb.select().from(dmcAreaTransfers).where(eq(dmcAreaTransfers.id, theirs.body.data.transfer.id)))[0].amount).toBe(2550);
  });

  it("updates a combo by id: its name, discount and tour options; another site's combo is 404", async () => {
    const w = await createActivityWorld();
    const [second] = await systemDb.insert(dmcTourOptions).values({ siteId: w.site.id, activityId: w.activity.id, name: "Creek cruise" }).returning();
    const made = await asActivity(w, "staff")(createCombo, "/api/dmc/createDmcCombo", { body: { name: "Dubai evenings", amount: 12.5, tourOptions: [{ tourOptionId: w.tourOption.id }] } });
    const id = made.body.data.id;
    const edited = await asActivity(w, "staff")(createCombo, "/api/dmc/createDmcCombo", {
      body: { id, name: "Dubai nights", amount: 20, currency: "AED", tourOptions: [{ tourOptionId: second.id }, { tourOptionId: w.tourOption.id, withReturnTransfer: true }] },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toEqual({ id, name: "Dubai nights", message: "Combo updated successfully" });
    const combos = await systemDb.select().from(dmcCombos).where(eq(dmcCombos.siteId, w.site.id));
    expect(combos.map((c) => [c.id, c.name, c.amount, c.currency])).toEqual([[id, "Dubai nights", 2000, "AED"]]);
    const items = await systemDb.select().from(dmcComboItems).where(eq(dmcComboItems.comboId, id));
    expect(items.sort((a, b) => a.position - b.position).map((i) => [i.tourOptionId, i.position, i.withReturnTransfer])).toEqual([
      [second.id, 0, false],
      [w.tourOption.id, 1, true],
    ]);
    const other = await createActivityWorld();
    const res = await asActivity(other, "admin")(createCombo, "/api/dmc/createDmcCombo", { body: { id, name: "Stolen", amount: 1, tourOptions: [{ tourOptionId: other.tourOption.id }] } });
    expect(res.status).toBe(404);
    expect((await systemDb.select().from(dmcCombos).where(eq(dmcCombos.id, id)))[0].name).toBe("Dubai nights");
  });

  it("updates a ticket rate by id as ordinary staff", async () => {
    const w = await createActivityWorld();
    const saved = await asActivity(w, "staff")(saveTicket, "/api/dmc/saveActivityTicketRates", { body: ticketRate(w) });
    const edited = await asActivity(w, "staff")(saveTicket, "/api/dmc/saveActivityTicketRates", { body: ticketRate(w, { id: saved.body.data.rate.id, adultAmount: 60 }) });
    expect(edited.status).toBe(200);
    expect((await systemDb.select().from(dmcTicketRates).where(eq(dmcTicketRates.tourOptionId, w.tourOption.id))).map((r) => r.adultAmount)).toEqual([6000]);
  });
});

describe("Manage Combos: search and paging (issue 25, defect 18)", () => {
  it("pages the combos 20 at a time on the server and searches by name", async () => {
    const { POST: getCombos } = await import("@/app/api/dmc/getCombos/route");
    const w = await createActivityWorld();
    for (let i = 1; i <= 21; i++) {
      const res = await asActivity(w, "staff")(createCombo, "/api/dmc/createDmcCombo", { body: { name: i === 7 ? "Desert evening" : `Combo ${i}`, amount: 1, tourOptions: [{ tourOptionId: w.tourOption.id }] } });
      expect(res.status).toBe(200);
    }
    const first = await asActivity(w, "staff")(getCombos, "/api/dmc/getCombos", { body: {} });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalRecords: 21, totalPages: 2, page: 1 });
    expect(first.body.data.records).toHaveLength(20);
    const second = await asActivity(w, "staff")(getCombos, "/api/dmc/getCombos", { body: { page: 2 } });
    expect(second.body.data.records.map((c: { name: string }) => c.name)).toEqual(["Combo 1"]);
    const searched = await asActivity(w, "staff")(getCombos, "/api/dmc/getCombos", { body: { search: "desert" } });
    expect(searched.body.data).toMatchObject({ totalRecords: 1, totalPages: 1, page: 1 });
    expect(searched.body.data.records[0].name).toBe("Desert evening");
  });
});

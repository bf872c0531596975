import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTicketRates, dmcTransferRates } from "@/db/schema/dmc";
import { POST as saveTicket } from "@/app/api/dmc/saveActivityTicketRates/route";
import { GET as getTickets } from "@/app/api/dmc/getTourOptionTicketRates/route";
import { POST as deleteTicket } from "@/app/api/dmc/deleteTourOptionTicketRates/route";
import { POST as ticketPriority } from "@/app/api/dmc/changeTourOptionTicketRatePriority/route";
import { POST as saveTransfer } from "@/app/api/dmc/saveTourOptionTransferRates/route";
import { GET as getTransfers } from "@/app/api/dmc/getTourOptionTransferRates/route";
import { POST as deleteTransfer } from "@/app/api/dmc/deleteTourOptionTransferRates/route";
import { POST as transferPriority } from "@/app/api/dmc/changeTourOptionTransferRatePriority/route";
import { as, createActivityWorld, expectStaffOnly, ticketRate, transferRate } from "./world";

afterAll(() => closeDb());

const SAVE_TICKET = "/api/dmc/saveActivityTicketRates";
const SAVE_TRANSFER = "/api/dmc/saveTourOptionTransferRates";

const ticketRows = (tourOptionId: number) => systemDb.select().from(dmcTicketRates).where(eq(dmcTicketRates.tourOptionId, tourOptionId));
const transferRows = (tourOptionId: number) => systemDb.select().from(dmcTransferRates).where(eq(dmcTransferRates.tourOptionId, tourOptionId));

describe("POST /api/dmc/saveActivityTicketRates", () => {
  it("stores major amounts as minor units with the rate's currency and answers them in major units", async () => {
    const w = await createActivityWorld();
    const res = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { adultAmount: 45.5, childAmount: 30.05 }) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      rate: { tourOptionId: w.tourOption.id, marketName: "India", currency: "USD", adultAmount: 45.5, childAmount: 30.05, priority: 1, isPerPax: true },
      warnings: [],
      message: "Rate saved successfully",
    });
    const [row] = await ticketRows(w.tourOption.id);
    expect(row).toMatchObject({ siteId: w.site.id, adultAmount: 4550, childAmount: 3005, currency: "USD", validFromDate: "2026-01-01", validTillDate: "2027-12-31" });
  });

  it("gives the tour price rules' messages, every one at once", async () => {
    const w = await createActivityWorld();
    const res = await as(w, "admin")(saveTicket, SAVE_TICKET, {
      body: ticketRate(w, { adultAmount: -1, childAmount: 1.005, description: "", marketId: -2, tourOptionId: -1, validFromDate: "2026-02-30", validTillDate: "soon" }),
    });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({
      adultAmount: "Number must be greater than or equal to 0",
      childAmount: "Use at most 2 decimal places",
      description: "String must contain at least 1 character(s)",
      marketId: "Number must be greater than or equal to 0",
      tourOptionId: "Number must be greater than or equal to 0",
      validFromDate: "Invalid date",
      validTillDate: "Invalid date",
    });
  });

  it("refuses an overlap at the same priority in one market (sheet check), warns about a gap, allows the other market", async () => {
    const w = await createActivityWorld();
    const first = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { validFromDate: "2026-01-01", validTillDate: "2026-06-30" }) });
    expect(first.status).toBe(200);
    const overlap = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { validFromDate: "2026-06-01", validTillDate: "2026-12-31" }) });
    expect(overlap.status).toBe(400);
    expect(overlap.body.errorMessage).toBe(`Rate ${first.body.data.rate.id} and the new rate overlap from 1 Jun 2026 to 30 Jun 2026 in India at the same priority (1): change a validity or a priority`);
    expect(await ticketRows(w.tourOption.id)).toHaveLength(1);
    const gap = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { validFromDate: "2026-08-01", validTillDate: "2026-12-31" }) });
    expect(gap.status).toBe(200);
    expect(gap.body.data.warnings).toEqual(["No rate from 1 Jul 2026 to 31 Jul 2026 in India"]);
    const gcc = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { marketId: w.base.markets.GCC, currency: "AED" }) });
    expect(gcc.status).toBe(200);
    const higher = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { priority: 2, validFromDate: "2026-03-01", validTillDate: "2026-03-31" }) });
    expect(higher.status).toBe(200);
  });

  it("updates a rate in place (not competing with itself); 404 for another site's tour option, market or rate; staff narrowed without the edit permission 403", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const saved = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w) });
    const updated = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { id: saved.body.data.rate.id, adultAmount: 50 }) });
    expect(updated.status).toBe(200);
    expect((await ticketRows(w.tourOption.id)).map((r) => r.adultAmount)).toEqual([5000]);
    expect((await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { tourOptionId: other.tourOption.id }) })).status).toBe(404);
    expect((await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { marketId: other.base.markets.India }) })).status).toBe(404);
    const otherRate = await as(other, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(other) });
    expect((await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { id: otherRate.body.data.rate.id }) })).status).toBe(404);
    expect((await ticketRows(other.tourOption.id))[0].adultAmount).toBe(4550);
    expect((await as(w, "narrowed")(saveTicket, SAVE_TICKET, { body: ticketRate(w) })).status).toBe(403);
    await expectStaffOnly(w, saveTicket, SAVE_TICKET, { body: ticketRate(w) });
  });
});

describe("POST /api/dmc/saveTourOptionTransferRates", () => {
  it("saves SIC per pax and PVT per vehicle; private sharing needs min and max pax", async () => {
    const w = await createActivityWorld();
    const sic = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w) });
    expect(sic.status).toBe(200);
    expect(sic.body.data.rate).toMatchObject({ transferType: "return", sharingBasis: "SIC", amount: 40.25, currency: "AED", isPerPax: true });
    const missing = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { sharingBasis: "PVT" }) });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ minPax: "minPax must be required if sharingBasis is 'private'", maxPax: "maxPax must be required if sharingBasis is 'private'" });
    const pvt = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { sharingBasis: "PVT", minPax: 1, maxPax: 4, amount: 120 }) });
    expect(pvt.status).toBe(200);
    expect(pvt.body.data.rate).toMatchObject({ isPerPax: false, minPax: 1, maxPax: 4, amount: 120 });
    // A different lane (transfer type) never competes with the return SIC rate.
    const oneway = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { transferType: "oneway" }) });
    expect(oneway.status).toBe(200);
    expect((await transferRows(w.tourOption.id)).map((r) => r.amount).sort()).toEqual([12000, 4025, 4025]);
  });

  it("needs a non-empty transferType and refuses overlaps in one lane and min pax above max pax", async () => {
    const w = await createActivityWorld();
    const empty = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { transferType: "", amount: -5 }) });
    expect(empty.body.shortError).toEqual({ transferType: "String must contain at least 1 character(s)", amount: "Number must be greater than or equal to 0" });
    await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w) });
    const same = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { validFromDate: "2027-01-01" }) });
    expect(same.status).toBe(400);
    expect(same.body.errorMessage).toMatch(/overlap from 1 Jan 2027 to 31 Dec 2027 in India at the same priority \(1\)/);
    const band = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { sharingBasis: "PVT", minPax: 5, maxPax: 2 }) });
    expect(band.status).toBe(400);
    expect(band.body.errorMessage).toBe("Min pax (5) is more than max pax (2) on the new rate");
    expect((await as(w, "narrowed")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w) })).status).toBe(403);
    await expectStaffOnly(w, saveTransfer, SAVE_TRANSFER, { body: transferRate(w) });
  });
});

describe("rate lists, deletes and the reversed priority list", () => {
  it("applies the priority list sent reversed: the last id becomes the highest priority", async () => {
    const w = await createActivityWorld();
    const a = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { description: "A", priority: 2 }) });
    const b = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w, { description: "B", priority: 1 }) });
    const listed = await as(w, "staff")(getTickets, "/api/dmc/getTourOptionTicketRates", { query: { tourOptionId: String(w.tourOption.id) } });
    expect(listed.body.data.result.map((r: { description: string }) => r.description)).toEqual(["A", "B"]);
    // The screen's new order is B, A (B first); reversed, the client sends [A, B].
    const path = "/api/dmc/changeTourOptionTicketRatePriority";
    const res = await as(w, "admin")(ticketPriority, path, { body: { tourOptionId: w.tourOption.id, priorityList: [a.body.data.rate.id, b.body.data.rate.id] } });
    expect(res.status).toBe(200);
    expect(res.body.data.result.map((r: { description: string; priority: number }) => [r.description, r.priority])).toEqual([
      ["B", 2],
      ["A", 1],
    ]);
    const rows = await ticketRows(w.tourOption.id);
    expect(Object.fromEntries(rows.map((r) => [r.description, r.priority]))).toEqual({ A: 1, B: 2 });
    const partial = await as(w, "admin")(ticketPriority, path, { body: { tourOptionId: w.tourOption.id, priorityList: [a.body.data.rate.id] } });
    expect(partial.status).toBe(400);
    expect(partial.body.errorMessage).toBe("Send every rate of the tour option exactly once");
    const dup = await as(w, "admin")(ticketPriority, path, { body: { tourOptionId: w.tourOption.id, priorityList: [a.body.data.rate.id, a.body.data.rate.id] } });
    expect(dup.status).toBe(400);
    const other = await createActivityWorld();
    expect((await as(w, "admin")(ticketPriority, path, { body: { tourOptionId: other.tourOption.id, priorityList: [a.body.data.rate.id] } })).status).toBe(404);
    expect((await as(w, "narrowed")(ticketPriority, path, { body: { tourOptionId: w.tourOption.id, priorityList: [b.body.data.rate.id, a.body.data.rate.id] } })).status).toBe(403);
    await expectStaffOnly(w, getTickets, "/api/dmc/getTourOptionTicketRates", { query: { tourOptionId: String(w.tourOption.id) } });
  });

  it("reorders transfer rates the same way and deletes rates of the site only", async () => {
    const w = await createActivityWorld();
    const other = await createActivityWorld();
    const x = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { description: "X", priority: 5 }) });
    const y = await as(w, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(w, { description: "Y", priority: 3 }) });
    const res = await as(w, "admin")(transferPriority, "/api/dmc/changeTourOptionTransferRatePriority", { body: { tourOptionId: w.tourOption.id, priorityList: [x.body.data.rate.id, y.body.data.rate.id] } });
    expect(res.body.data.result.map((r: { description: string }) => r.description)).toEqual(["Y", "X"]);
    const listed = await as(w, "staff")(getTransfers, "/api/dmc/getTourOptionTransferRates", { query: { tourOptionId: String(w.tourOption.id) } });
    expect(listed.body.data.result.map((r: { description: string; priority: number }) => [r.description, r.priority])).toEqual([
      ["Y", 2],
      ["X", 1],
    ]);
    expect((await as(w, "staff")(getTransfers, "/api/dmc/getTourOptionTransferRates", { query: { tourOptionId: String(other.tourOption.id) } })).status).toBe(404);
    const otherRate = await as(other, "admin")(saveTransfer, SAVE_TRANSFER, { body: transferRate(other) });
    expect((await as(w, "admin")(deleteTransfer, "/api/dmc/deleteTourOptionTransferRates", { body: { rateId: otherRate.body.data.rate.id } })).status).toBe(404);
    expect(await transferRows(other.tourOption.id)).toHaveLength(1);
    expect((await as(w, "narrowed")(deleteTransfer, "/api/dmc/deleteTourOptionTransferRates", { body: { rateId: x.body.data.rate.id } })).status).toBe(403);
    const del = await as(w, "admin")(deleteTransfer, "/api/dmc/deleteTourOptionTransferRates", { body: { rateId: x.body.data.rate.id } });
    expect(del.body.data).toEqual({ rateId: x.body.data.rate.id, message: "Rate deleted successfully" });
    expect((await transferRows(w.tourOption.id)).map((r) => r.description)).toEqual(["Y"]);
    const t = await as(w, "admin")(saveTicket, SAVE_TICKET, { body: ticketRate(w) });
    const tdel = await as(w, "admin")(deleteTicket, "/api/dmc/deleteTourOptionTicketRates", { body: { rateId: t.body.data.rate.id } });
    expect(tdel.status).toBe(200);
    expect(await ticketRows(w.tourOption.id)).toHaveLength(0);
    const missing = await as(w, "admin")(deleteTicket, "/api/dmc/deleteTourOptionTicketRates", { body: {} });
    expect(missing.body.shortError).toEqual({ rateId: "This is required field." });
    await expectStaffOnly(w, deleteTicket, "/api/dmc/deleteTourOptionTicketRates", { body: { rateId: 1 } });
  });
});

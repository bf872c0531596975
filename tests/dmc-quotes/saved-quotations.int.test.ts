import { eq, inArray } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { GET as getAll } from "@/app/api/kart/getAllKartsForWl/route";
import { GET as getById } from "@/app/api/kart/getKartById/route";
import { createTestUser } from "../helpers/fixtures";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

/* Issue 25, defect 11: saved quotations are a searchable, paged list (customer, reference, status, dates); any can be reopened. */

afterAll(() => closeDb());

type Row = { id: number; quotationId: string; kartName: string; status: string; arrivalDate: string };
let w: QuotesWorld;
const ids: number[] = [];
let second: { id: number; email: string; company: string };
beforeAll(async () => {
  w = await createQuotesWorld();
  const other = await createTestUser(w.site.id, { userType: "travelAgent", companyName: `Falcon Tours ${w.site.id}`, firstName: "Omar" });
  second = { id: other.id, email: other.email!, company: `Falcon Tours ${w.site.id}` };
  const small = { accomodations: [], activities: [], flights: [], passengers: [], miscellaneous: [{ name: "SIM card", price: 15, startDate: "2026-12-10" }] };
  // 28 quotations: the oldest named "Oldest", arrival 10 Dec, except three for the second customer arriving in January.
  for (let n = 0; n < 28; n++) {
    const jan = n >= 25;
    const body = kartBody(w, { ...small, kartName: n === 0 ? "Oldest trip" : `Trip ${n}`, ...(jan ? { customerId: second.id, arrivalDate: "2027-01-15", paymentDeadline: "2027-01-01", miscellaneous: [{ name: "SIM card", price: 15, startDate: "2027-01-15" }] } : {}) });
    const res = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body });
    expect(res.status).toBe(200);
    ids.push(res.body.data.id);
  }
  await systemDb.update(dmcItineraries).set({ sentAt: new Date() }).where(inArray(dmcItineraries.id, [ids[1], ids[2]]));
  await systemDb.update(dmcItineraries).set({ isVouchered: true, sentAt: new Date() }).where(eq(dmcItineraries.id, ids[3]));
  await systemDb.update(dmcItineraries).set({ isCancelled: true }).where(eq(dmcItineraries.id, ids[4]));
});

const list = async (query: Record<string, string>) => {
  const res = await as(w, "staff")(getAll, "/api/kart/getAllKartsForWl", { query });
  expect(res.status).toBe(200);
  return res.body.data as { records: Row[]; totalRecords: number; totalPages: number; page: number };
};

describe("saved quotations: searched, filtered, paged, reopened", () => {
  it("pages past the newest 25 and the oldest can be reopened", async () => {
    const p1 = await list({});
    expect([p1.totalRecords, p1.totalPages, p1.records.length]).toEqual([28, 2, 25]);
    const p2 = await list({ page: "2" });
    expect(p2.records.map((r) => r.kartName)).toEqual(["Trip 2", "Trip 1", "Oldest trip"]);
    const opened = await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(p2.records[2].id) } });
    expect([opened.status, opened.body.data.kartName]).toEqual([200, "Oldest trip"]);
  });

  it("filters by status: draft, sent, vouchered, cancelled", async () => {
    expect((await list({ status: "sent" })).records.map((r) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    expect((await list({ status: "vouchered" })).records.map((r) => [r.id, r.status])).toEqual([[ids[3], "vouchered"]]);
    expect((await list({ status: "cancelled" })).records.map((r) => [r.id, r.status])).toEqual([[ids[4], "cancelled"]]);
    expect((await list({ status: "draft" })).totalRecords).toBe(24);
  });

  it("searches the customer by email or company and the reference; filters by arrival dates", async () => {
    expect((await list({ search: second.email })).records.map((r) => r.kartName)).toEqual(["Trip 27", "Trip 26", "Trip 25"]);
    expect((await list({ search: second.company.toLowerCase() })).totalRecords).toBe(3);
    const ref = (await list({ page: "2" })).records[2].quotationId;
    expect((await list({ search: ref })).records.map((r) => r.kartName)).toEqual(["Oldest trip"]);
    expect((await list({ arrivalFrom: "2027-01-01" })).totalRecords).toBe(3);
    expect((await list({ arrivalFrom: "2026-12-01", arrivalTo: "2026-12-31" })).totalRecords).toBe(25);
    expect((await list({ arrivalFrom: "2026-12-01", arrivalTo: "2026-12-31", status: "cancelled" })).totalRecords).toBe(1);
  });
});

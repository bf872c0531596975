import { closeDb } from "@/db/client";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { POST as removeAccomodation } from "@/app/api/kart/removeKartAccomodation/route";
import { POST as removeActivity } from "@/app/api/kart/removeKartActivity/route";
import { POST as removeMiscellaneous } from "@/app/api/kart/removeKartMiscellaneous/route";
import { GET as getTnc } from "@/app/api/kart/getTnc/route";
import { GET as getAll } from "@/app/api/kart/getAllKartsForWl/route";
import { GET as getById } from "@/app/api/kart/getKartById/route";
import { POST as byDate } from "@/app/api/dmc/getItinerariesByDate/route";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

afterAll(() => closeDb());

let w: QuotesWorld;
let kart: { id: number; accomodations: { id: number }[]; activities: { id: number }[]; miscellaneous: { id: number }[] };
let theirs: { id: number; miscellaneous: { id: number }[] };
beforeAll(async () => {
  w = await createQuotesWorld();
  kart = (await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w) })).body.data;
  theirs = (await as(w, "otherStaff")(saveKart, "/api/kart/saveKart", { body: { ...kartBody(w), customerId: w.otherAgent.id, accomodations: [], activities: [] } })).body.data;
});

describe("POST /api/kart/removeKart{Accomodation,Activity,Miscellaneous}", () => {
  it("removes one line and recomputes the total", async () => {
    const res = await as(w, "staff")(removeActivity, "/api/kart/removeKartActivity", { body: { id: kart.activities[1].id } });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Removed successfully");
    expect(res.body.data.activities).toHaveLength(1);
    expect(res.body.data.totalPrice).toBe(422.8);
    const acc = await as(w, "staff")(removeAccomodation, "/api/kart/removeKartAccomodation", { body: { id: kart.accomodations[0].id } });
    expect(acc.body.errorMessage).toBeUndefined();
    expect([acc.status, acc.body.data.totalPrice, acc.body.data.accomodations]).toEqual([200, 150.5, []]);
    const misc = await as(w, "staff")(removeMiscellaneous, "/api/kart/removeKartMiscellaneous", { body: { id: kart.miscellaneous[0].id } });
    expect([misc.status, misc.body.data.totalPrice]).toEqual([200, 135.5]);
  });

  it("answers 404 for another site's line (and the line stays), 403 to an agent, 401 anonymous", async () => {
    const res = await as(w, "staff")(removeMiscellaneous, "/api/kart/removeKartMiscellaneous", { body: { id: theirs.miscellaneous[0].id } });
    expect([res.status, res.body.errorMessage]).toEqual([404, "Line not found"]);
    const still = await as(w, "otherStaff")(getById, "/api/kart/getKartById", { query: { id: String(theirs.id) } });
    expect(still.body.data.miscellaneous).toHaveLength(1);
    expect((await as(w, "agent")(removeActivity, "/api/kart/removeKartActivity", { body: { id: 1 } })).status).toBe(403);
    expect((await as(w, "anonymous")(removeActivity, "/api/kart/removeKartActivity", { body: { id: 1 } })).status).toBe(401);
  });
});

describe("GET /api/kart/getTnc", () => {
  it("answers the terms; staff only", async () => {
    const res = await as(w, "staff")(getTnc, "/api/kart/getTnc");
    expect(res.status).toBe(200);
    expect(res.body.data.tnc.length).toBeGreaterThan(3);
    expect((await as(w, "agent")(getTnc, "/api/kart/getTnc")).status).toBe(403);
    expect((await as(w, "anonymous")(getTnc, "/api/kart/getTnc")).status).toBe(401);
  });
});

describe("GET /api/kart/getAllKartsForWl", () => {
  it("lists this site's itineraries only, newest first, with search", async () => {
    const second = (await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: kartBody(w, { kartName: "Abu Dhabi weekend" }) })).body.data;
    const res = await as(w, "staff")(getAll, "/api/kart/getAllKartsForWl");
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((r: { id: number }) => r.id)).toEqual([second.id, kart.id]);
    expect(res.body.data).toMatchObject({ totalRecords: 2, totalPages: 1, page: 1 });
    expect(res.body.data.records[0]).toMatchObject({ kartName: "Abu Dhabi weekend", currency: "USD", totalPrice: 512.8 });
    const found = await as(w, "staff")(getAll, "/api/kart/getAllKartsForWl", { query: { search: "abu" } });
    expect(found.body.data.records.map((r: { id: number }) => r.id)).toEqual([second.id]);
    expect((await as(w, "agent")(getAll, "/api/kart/getAllKartsForWl")).status).toBe(403);
  });
});

describe("GET /api/kart/getKartById", () => {
  it("answers the itinerary; another site's is 404; agents 403", async () => {
    const res = await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(kart.id) } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: kart.id, kartName: "Dubai 3 nights", versions: [] });
    const other = await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(theirs.id) } });
    expect([other.status, other.body.errorMessage]).toEqual([404, "Itinerary not found"]);
    expect((await as(w, "agent")(getById, "/api/kart/getKartById", { query: { id: String(kart.id) } })).status).toBe(403);
  });
});

describe("POST /api/dmc/getItinerariesByDate", () => {
  it("answers the itineraries in progress on the date, of this site only", async () => {
    const during = await as(w, "staff")(byDate, "/api/dmc/getItinerariesByDate", { body: { date: "2026-12-13" } });
    expect(during.status).toBe(200);
    expect(during.body.data.itineraries.map((r: { id: number }) => r.id)).toContain(kart.id);
    expect(during.body.data.itineraries.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
    const after = await as(w, "staff")(byDate, "/api/dmc/getItinerariesByDate", { body: { date: "2026-12-14" } });
    expect(after.body.data.itineraries).toEqual([]);
    const bad = await as(w, "staff")(byDate, "/api/dmc/getItinerariesByDate", { body: { date: "13/12/2026" } });
    expect([bad.status, bad.body.errorMessage]).toEqual([400, "date: Invalid date format"]);
    expect((await as(w, "agent")(byDate, "/api/dmc/getItinerariesByDate", { body: { date: "2026-12-13" } })).status).toBe(403);
  });
});

import { closeDb } from "@/db/client";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { POST as sendKart } from "@/app/api/kart/sendKart/route";
import { GET as getById } from "@/app/api/kart/getKartById/route";
import { addTicketRate, createTourOption } from "../helpers/dmc-fixtures";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

/*
 * Issue 25 defects 17 (a quotation's days, nights, arrival and dated lines agree) and 6 (a line the
 * rate engine cannot fully price is flagged on the line by the server; such a quotation saves as a
 * draft but cannot be sent or vouchered), decision 0062.
 */

afterAll(() => closeDb());

let w: QuotesWorld;
let dhow: { id: number };
let noTransfer: { id: number };
beforeAll(async () => {
  w = await createQuotesWorld();
  // A tour option with no rate at all, and one with a ticket rate but no transfer rate.
  dhow = await createTourOption(w.base, "Dhow Cruise Dinner");
  noTransfer = await createTourOption(w.base, "Miracle Garden");
  await addTicketRate(w.base, noTransfer.id);
});

const save = (body: unknown) => as(w, "staff")(saveKart, "/api/kart/saveKart", { body });
const refused = async (body: unknown) => {
  const res = await save(body);
  return [res.status, res.body.errorMessage];
};

describe("days, nights, arrival and every dated line agree (defect 17)", () => {
  it("refuses 2 days with 9 nights, and nights that are neither days - 1 nor days", async () => {
    expect(await refused(kartBody(w, { noOfDays: 2, noOfNights: 9 }))).toEqual([400, "9 nights do not fit a trip of 2 days: it has 1 or 2 nights"]);
    expect(await refused(kartBody(w, { noOfDays: 6, noOfNights: 3 }))).toEqual([400, "3 nights do not fit a trip of 6 days: it has 5 or 6 nights"]);
    // days - 1 and days (an overnight flight home) both fit.
    expect((await save(kartBody(w, { noOfDays: 4, noOfNights: 4 }))).status).toBe(200);
  });

  it("names the line dated outside the trip: an activity months after the arrival, a hotel checking out after the last day, a miscellaneous before the arrival", async () => {
    const [burj, safari] = kartBody(w).activities;
    expect(await refused(kartBody(w, { activities: [burj, { ...safari, startDate: "2027-03-14" }] }))).toEqual([400, "Activity 2 (Desert Safari) on 14 Mar 2027 is outside the trip (10 Dec 2026 to 13 Dec 2026)"]);
    const hotel = kartBody(w).accomodations[0];
    expect(await refused(kartBody(w, { accomodations: [{ ...hotel, checkinDate: "2026-12-11" }] }))).toEqual([400, "Hotel 1 (Marina Bay Hotel) checking out on 14 Dec 2026 is outside the trip (10 Dec 2026 to 13 Dec 2026)"]);
    expect(await refused(kartBody(w, { miscellaneous: [{ name: "SIM card", price: 15, startDate: "2026-12-01" }] }))).toEqual([400, "Miscellaneous 1 (SIM card) on 1 Dec 2026 is outside the trip (10 Dec 2026 to 13 Dec 2026)"]);
    expect(await refused(kartBody(w, { arrivalDate: "2027-01-05" }))).toEqual([400, "Hotel 1 (Marina Bay Hotel) checking in on 10 Dec 2026 is outside the trip (5 Jan 2027 to 8 Jan 2027)"]);
  });
});

describe("a line without a full price (defect 6)", () => {
  const withDhow = () => kartBody(w, { activities: [...kartBody(w).activities, { tourOptionId: dhow.id, price: 55, startDate: "2026-12-12", time: "19:00" }] });

  it("saves as a draft with the line flagged by the server (whatever price the client sent), and the quotation cannot be sent", async () => {
    const res = await save(withDhow());
    expect([res.status, res.body.errorMessage]).toEqual([200, undefined]);
    const k = res.body.data;
    expect(k.unpricedLines).toBe(1);
    expect(k.activities.map((a: { unpricedReason: string | null }) => a.unpricedReason)).toEqual([null, null, expect.stringContaining("No ticket rate applies")]);
    expect(k.accomodations[0].unpricedReason).toBeNull();
    const read = await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(k.id) } });
    expect(read.body.data.activities[2].unpricedReason).toEqual(expect.stringContaining("No ticket rate applies"));

    const sent = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id: k.id } });
    expect(sent.status).toBe(400);
    expect(sent.body.errorMessage).toMatch(/^Activity 3 \(Dhow Cruise Dinner\) has no full price \(.*No ticket rate applies.*\): price it before sending the quotation$/);
  });

  it("a ticket priced but its transfer not is unpriced too (the reason names the transfer), and the quotation cannot be vouchered", async () => {
    const garden = { tourOptionId: noTransfer.id, price: 40, startDate: "2026-12-12", time: "10:00", transferType: "oneway", sharingBasis: "SIC", transfers: [{ purpose: "pickup", time: "09:00", pickupLocation: "Marina Bay Hotel", dropLocation: "Miracle Garden" }] };
    const draft = await save(kartBody(w, { activities: [garden] }));
    expect(draft.status).toBe(200);
    expect(draft.body.data.activities[0].unpricedReason).toMatch(/transfer rate/i);
    const res = await save(kartBody(w, { id: draft.body.data.id, activities: [garden], isVouchered: true }));
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toMatch(/^Activity 1 \(Miracle Garden\) has no full price \(.*\): price it before vouchering$/);
    const read = await as(w, "staff")(getById, "/api/kart/getKartById", { query: { id: String(draft.body.data.id) } });
    expect(read.body.data.isVouchered).toBe(false);
  });

  it("a fully priced quotation is not flagged, and sends", async () => {
    const res = await save(kartBody(w));
    expect([res.status, res.body.data.unpricedLines]).toEqual([200, 0]);
    const sent = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id: res.body.data.id } });
    expect([sent.status, sent.body.errorMessage]).toEqual([200, undefined]);
  });
});

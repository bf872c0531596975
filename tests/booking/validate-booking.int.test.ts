import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightOrders } from "@/db/schema/orders";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as setRoute } from "@/app/api/setFlightDetails/route";
import { POST as validateRoute } from "@/app/api/validateBooking/route";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const REQUIRED = "This is required field.";
const adult = (over: Record<string, unknown> = {}) => ({
  paxType: 1, title: "Mr", firstName: "Asha", lastName: "Rao", gender: 1, dateOfBirth: "1990-05-20",
  email: "asha@example.com", phoneCode: "in", mobileNo: "9876543210", isLeadPax: true, ...over,
});
const infant = (over: Record<string, unknown> = {}) => ({ paxType: 3, title: "Miss", firstName: "Mira", lastName: "Rao", gender: 2, dateOfBirth: daysFromNow(-200), isLeadPax: false, ...over });
const passport = { passportNo: "K1234567", passportIssueDate: daysFromNow(-1000), passportExpiry: daysFromNow(2000), passportIssueCountryCode: "IN" };

/** A searched trip (1 adult, 1 infant by default) and an order on its first result. */
async function ordered(body: Record<string, unknown> = {}) {
  const w = await createFlightWorld();
  const search = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(11), adt: 1, inf: 1, ...body } });
  expect(search.status).toBe(200);
  const chosen = search.body.data.results[0][0];
  const order = await call(setRoute, "/api/setFlightDetails", { host: w.site.domain, token: w.token, body: { searchId: search.body.data.searchId, resultIndex: chosen.resultIndex } });
  expect(order.status).toBe(200);
  const orderId: string = order.body.data.orderId;
  const validate = (passengers: unknown[], token: string | null = w.token) => call(validateRoute, "/api/validateBooking", { host: w.site.domain, token: token ?? undefined, body: { orderId, passengers } });
  return { ...w, orderId, validate };
}

describe("POST /api/validateBooking", () => {
  it("accepts valid passengers of a domestic trip", async () => {
    const o = await ordered();
    const res = await o.validate([adult(), infant()]);
    expect(res.status).toBe(200);
    expect(res.body.data.isValid).toBe(true);
    expect(res.body.data.passengers).toHaveLength(2);
  });

  it("answers 400 with a field message per failing field group", async () => {
    const o = await ordered();
    const cases: [unknown[], Record<string, string>][] = [
      [[adult({ firstName: "" }), infant()], { "passengers.0.firstName": REQUIRED }],
      [[adult({ title: "Master" }), infant()], { "passengers.0.title": "Choose one of Mr, Mrs, Ms, Miss" }],
      [[adult(), infant({ dateOfBirth: daysFromNow(-365 * 3) })], { "passengers.1.dateOfBirth": "An infant must be under 2 years old on the travel date" }],
      [[adult({ email: "", mobileNo: "123" }), infant()], { "passengers.0.email": REQUIRED, "passengers.0.mobileNo": "Please enter a valid phone number" }],
      [[adult()], { passengers: "Passenger count mismatch, please reselect passengers." }],
      [[adult({ gender: 5 }), infant()], { "passengers.0.gender": "Choose Male or Female" }],
    ];
    for (const [passengers, shortError] of cases) {
      const res = await o.validate(passengers);
      expect(res.status).toBe(400);
      expect(res.body.shortError).toEqual(shortError);
    }
  });

  it("requires passports valid after the last travel date on an international trip", async () => {
    const o = await ordered({ destination: "DXB", inf: 0 });
    const missing = await o.validate([adult()]);
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toMatchObject({ "passengers.0.passportNo": REQUIRED, "passengers.0.passportExpiry": REQUIRED });
    const short = await o.validate([adult({ ...passport, passportExpiry: daysFromNow(5) })]);
    expect(short.body.shortError).toEqual({ "passengers.0.passportExpiry": "Passport must be valid after the travel date" });
    expect((await o.validate([adult(passport)])).status).toBe(200);
  });

  it("refuses expired orders (409), other users' orders (404) and anonymous callers (401)", async () => {
    const o = await ordered();
    const other = await createTestUser(o.site.id);
    const otherToken = await logInAs(o.site.domain, other.email!);
    expect((await o.validate([adult(), infant()], otherToken)).status).toBe(404);
    expect((await o.validate([adult(), infant()], null)).status).toBe(401);
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, o.orderId));
    const expired = await o.validate([adult(), infant()]);
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe("Payment time expired. Please search again.");
  });
});

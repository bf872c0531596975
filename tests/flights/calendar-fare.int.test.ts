import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup, seedMarkupRule } from "@/db/seed/markups";
import { POST as calendarRoute } from "@/app/api/getCalendarFare/route";
import { POST as searchRoute } from "@/app/api/search/route";
import { todayIn } from "@/server/flights/search-rules";
import { call } from "../helpers/http";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

type Day = { date: string; fare: number; isLowestFareOfMonth: boolean };
type Result = { publishedPrice: number; fareType: string; fare: { markup: number; gstOnMarkup: number } };

async function world() {
  const site = await createTestSite();
  await addSupplier(site.id, { code: "simulated", name: "Simulated", settings: { seed: 5 } });
  const group = await seedMarkupGroup(systemDb, { siteId: site.id, groupName: "Agents", isDefault: true });
  // ₹100.00 per booking on every airline; 18% GST on it: the agent pays ₹118.00 more than the airline's fare.
  await seedMarkupRule(systemDb, { siteId: site.id, groupId: group.id, kind: "defaultAirline", value: 10000, basis: "perBooking" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Calendar Agency" });
  const retail = await createTestUser(site.id, { userType: "retail" });
  return { site, agentToken: await logInAs(site.domain, agent.email!), retailToken: await logInAs(site.domain, retail.email!) };
}

const calendar = async (w: Awaited<ReturnType<typeof world>>, token: string, month: string) => {
  const res = await call(calendarRoute, "/api/getCalendarFare", { host: w.site.domain, token, body: { origin: "BOM", destination: "DEL", month } });
  expect(res.status).toBe(200);
  return res.body.data.result as Day[];
};

describe("POST /api/getCalendarFare", () => {
  it("prices each day with the caller's markup, as search does", async () => {
    const w = await world();
    const date = daysFromNow(20);
    const month = date.slice(0, 7);
    const agentDays = await calendar(w, w.agentToken, month);
    const retailDays = await calendar(w, w.retailToken, month);
    const agentDay = agentDays.find((d) => d.date === date)!;
    const retailDay = retailDays.find((d) => d.date === date)!;
    expect(agentDay).toBeDefined();
    expect(agentDay.fare).toBeCloseTo(retailDay.fare + 118, 2);

    // The same day's cheapest flight in search costs the agent exactly the calendar's fare.
    const search = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.agentToken, body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: date, adt: 1 } });
    expect(search.status).toBe(200);
    const cheapest = (search.body.data.results[0] as Result[]).filter((r) => r.fareType === "normal")[0];
    expect(cheapest.fare.markup).toBe(100);
    expect(agentDay.fare).toBeCloseTo(cheapest.publishedPrice, 2);
  });

  it("answers no day before today, and marks the lowest fare on a bookable day", async () => {
    const w = await world();
    const today = todayIn("Asia/Kolkata");
    const days = await calendar(w, w.agentToken, today.slice(0, 7));
    expect(days.length).toBeGreaterThan(0);
    expect(days.filter((d) => d.date < today)).toEqual([]);
    const lowest = days.filter((d) => d.isLowestFareOfMonth);
    expect(lowest).toHaveLength(1);
    expect(lowest[0].fare).toBe(Math.min(...days.map((d) => d.fare)));
  });

  it("answers an empty month, not an error, for a month already past", async () => {
    const w = await world();
    const [y, m] = todayIn("Asia/Kolkata").split("-").map(Number);
    const past = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
    expect(await calendar(w, w.agentToken, past)).toEqual([]);
  });
});

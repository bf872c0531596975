import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { siteSuppliers } from "@/db/schema/flights";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as calendarRoute } from "@/app/api/getCalendarFare/route";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { POST as setFlightDetailsRoute } from "@/app/api/setFlightDetails/route";
import { POST as bookingDetailsRoute } from "@/app/api/getBookingDetails/route";
import { call } from "../helpers/http";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { adult, createBookingWorld } from "../helpers/booking-fixtures";

afterAll(() => closeDb());

const oneWay = () => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(14), adt: 1 });
const month = () => daysFromNow(40).slice(0, 7);

async function staffToken(site: { id: number; domain: string }) {
  const staff = await createTestUser(site.id, { userType: "staff" });
  return logInAs(site.domain, staff.email!);
}

/**
 * Issue 24 (white label, decision 0060): a site's customers never see which supplier or source a
 * fare comes from (rows, details, the "did not answer" notice, bookings, API answers); staff do.
 */
describe("source names are for staff only", () => {
  it("an agent's search and calendar answers name no source (not even the ones that did not answer); staff's do", async () => {
    const w = await createFlightWorld({
      suppliers: [
        { code: "simulated", name: "Fast GDS", settings: { seed: 3 } },
        { code: "simulated", name: "Broken Air", settings: { failMode: "error" } },
      ],
    });
    const agent = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: oneWay() });
    expect(agent.status).toBe(200);
    expect(agent.body.data.results[0].length).toBeGreaterThan(0);
    const agentText = JSON.stringify(agent.body);
    expect(agentText).not.toContain("Fast GDS");
    expect(agentText).not.toContain("Broken Air");
    // How many dropped out is still said, without the name.
    expect(agent.body.data.unavailableSources).toEqual([""]);
    expect(new Set(agent.body.data.results[0].map((r: { source: string }) => r.source))).toEqual(new Set([""]));

    const staff = await staffToken(w.site);
    const mine = await call(searchRoute, "/api/search", { host: w.site.domain, token: staff, body: oneWay() });
    expect(mine.status).toBe(200);
    expect(mine.body.data.unavailableSources).toEqual(["Broken Air"]);
    expect(new Set(mine.body.data.results[0].map((r: { source: string }) => r.source))).toEqual(new Set(["Fast GDS"]));

    const calendar = await call(calendarRoute, "/api/getCalendarFare", { host: w.site.domain, token: w.token, body: { origin: "BOM", destination: "DEL", month: month() } });
    expect(calendar.status).toBe(200);
    expect(calendar.body.data.result.length).toBeGreaterThan(0);
    expect(JSON.stringify(calendar.body)).not.toMatch(/Fast GDS|Broken Air/);
    const staffCalendar = await call(calendarRoute, "/api/getCalendarFare", { host: w.site.domain, token: staff, body: { origin: "BOM", destination: "DEL", month: month() } });
    expect(staffCalendar.body.data.unavailableSources).toEqual(["Broken Air"]);
    expect(staffCalendar.body.data.result[0].source).toBe("Fast GDS");
  });

  it("an agent's fare quote and booking details name no source; the booking keeps it, and staff read it", async () => {
    const w = await createBookingWorld({ supplier: { name: "Quiet Supplier" } });
    const pick = w.results.find((r) => r.isLcc) ?? w.results[0];
    expect(pick.source).toBe("");
    const orderId = await w.order(pick.resultIndex);
    const quote = await call(fareQuoteRoute, "/api/fareQuote", w.opts({ searchId: w.searchId, resultIndex: pick.resultIndex }));
    expect(quote.status).toBe(200);
    expect(JSON.stringify(quote.body)).not.toContain("Quiet Supplier");
    const validated = await w.validate({ orderId, isReturn: false, passengers: [adult()] });
    expect(validated.status).toBe(200);
    const paid = await w.pay({ orderId, isReturn: false });
    expect(paid.status).toBe(200);
    const bookingId = paid.body.data.bookingId as number;
    const [row] = await systemDb.select({ source: flightBookings.source }).from(flightBookings).where(eq(flightBookings.id, bookingId));
    expect(row.source).toBe("Quiet Supplier");

    const asAgent = await call(bookingDetailsRoute, "/api/getBookingDetails", w.opts({ bookingId }));
    expect(asAgent.status).toBe(200);
    expect(asAgent.body.data.source).toBe("");
    expect(JSON.stringify(asAgent.body)).not.toContain("Quiet Supplier");
    const asStaff = await call(bookingDetailsRoute, "/api/getBookingDetails", w.opts({ bookingId }, await staffToken(w.site)));
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.data.source).toBe("Quiet Supplier");
  });

  it("a supplier failure's message names no source to an agent, and does to staff", async () => {
    const w = await createBookingWorld({ supplier: { name: "Quiet Supplier" } });
    const pick = w.results[0];
    const staff = await staffToken(w.site);
    const staffSearch = await call(searchRoute, "/api/search", { host: w.site.domain, token: staff, body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(11), adt: 1 } });
    await w.order(pick.resultIndex);
    // The supplier fails after the search: the fare quote answers 502 with its message.
    await systemDb.update(siteSuppliers).set({ settings: { seed: 7, failMode: "error" } }).where(eq(siteSuppliers.siteId, w.site.id));
    const quote = await call(fareQuoteRoute, "/api/fareQuote", w.opts({ searchId: w.searchId, resultIndex: pick.resultIndex }));
    expect(quote.status).toBe(502);
    expect(quote.body.errorMessage).toBe("The supplier is unavailable (simulated failure)");
    const staffPick = staffSearch.body.data.results[0][0];
    await call(setFlightDetailsRoute, "/api/setFlightDetails", w.opts({ searchId: staffSearch.body.data.searchId, resultIndex: staffPick.resultIndex }, staff));
    const staffQuote = await call(fareQuoteRoute, "/api/fareQuote", w.opts({ searchId: staffSearch.body.data.searchId, resultIndex: staffPick.resultIndex }, staff));
    expect(staffQuote.status).toBe(502);
    expect(staffQuote.body.errorMessage).toBe("Quiet Supplier is unavailable (simulated failure)");
  });
});

/** @jest-environment jsdom */
// Issue 16: the results' ±3-day fare strip shows each day's lowest calendar fare (across a month's
// end, one call per month) and a click searches that day, a return keeping its length.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { FareStrip } from "@/components/flight-search/fare-strip";
import { configureApiClient } from "@/lib/api-client";
import type { TSearchRequest } from "@/lib/contracts/flights";
import { addDays, fareStripDays } from "@/lib/fare-strip";
import { ok, startUiServer, type UiServer } from "./ui-http";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({ useRouter: () => router, usePathname: () => "/app/flight/searchResult/x" }));

let server: UiServer;
beforeAll(async () => {
  server = await startUiServer();
});
afterAll(() => server.close());
beforeEach(() => configureApiClient({}));

describe("fareStripDays", () => {
  it("is the day and three either side, none before today, across a month's end", () => {
    expect(fareStripDays("2030-01-30", "2030-01-01")).toEqual(["2030-01-27", "2030-01-28", "2030-01-29", "2030-01-30", "2030-01-31", "2030-02-01", "2030-02-02"]);
    expect(fareStripDays("2030-01-02", "2030-01-01")).toEqual(["2030-01-01", "2030-01-02", "2030-01-03", "2030-01-04", "2030-01-05"]);
    expect(fareStripDays("", "2030-01-01")).toEqual([]);
    expect(addDays("2030-12-30", 3)).toBe("2031-01-02");
  });
});

describe("FareStrip", () => {
  it("shows each day's lowest fare and searches the clicked day; a return keeps its length", async () => {
    const day = (date: string, fare: number) => ({ date, fare, baseFare: fare - 500, tax: 500, airlineCode: "6E", airlineName: "IndiGo", source: "Simulated", isLowestFareOfMonth: false });
    server.on("/api/getCalendarFare", ({ body }) => {
      const month = (body as { month: string }).month;
      const days = month === "2030-01" ? [day("2030-01-29", 4100), day("2030-01-30", 4300), day("2030-01-31", 3900)] : [day("2030-02-01", 3700), day("2030-02-02", 5200)];
      return ok({ origin: "BOM", destination: "DEL", month, result: days, unavailableSources: [] });
    });
    server.on("/api/search", ({ body }) => ok({ searchId: "0b8e4c52-7d0a-4f4e-8f39-4f2f2f1f9a12", traceId: "t", journeyType: 2, isDomestic: true, results: [[], []], unavailableSources: [], echo: body }));
    const request: TSearchRequest = { journeyType: 2, origin: "BOM", destination: "DEL", departureDate: "2030-01-30", returnDate: "2030-02-04", adt: 1, chd: 0, inf: 0, cabinClass: 2, directFlight: false, specialReturn: false };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FareStrip request={request} today="2030-01-01" />
      </QueryClientProvider>,
    );
    const strip = screen.getByRole("navigation", { name: "Fares by day" });
    await within(strip).findByRole("button", { name: "Fri 1 Feb: ₹3,700" });
    expect(within(strip).getAllByRole("button").map((b) => b.getAttribute("aria-label"))).toEqual([
      "Sun 27 Jan: no fare",
      "Mon 28 Jan: no fare",
      "Tue 29 Jan: ₹4,100",
      "Wed 30 Jan: ₹4,300",
      "Thu 31 Jan: ₹3,900",
      "Fri 1 Feb: ₹3,700",
      "Sat 2 Feb: ₹5,200",
    ]);
    expect(within(strip).getByRole("button", { name: "Wed 30 Jan: ₹4,300" }).getAttribute("aria-current")).toBe("date");
    fireEvent.click(within(strip).getByRole("button", { name: "Fri 1 Feb: ₹3,700" }));
    await waitFor(() => expect(router.push).toHaveBeenCalled());
    const search = server.received.find((r) => r.path === "/api/search")!.body as TSearchRequest;
    expect(search).toMatchObject({ departureDate: "2030-02-01", returnDate: "2030-02-06", origin: "BOM", destination: "DEL" });
    expect(router.push.mock.calls[0][0]).toMatch(/departureDate=2030-02-01.*returnDate=2030-02-06|returnDate=2030-02-06.*departureDate=2030-02-01/);
  });
});

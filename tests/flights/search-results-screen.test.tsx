/** @jest-environment jsdom */
// The result page against a real HTTP server: filters apply to both lists of a domestic return,
// the filter and sort state live in the address (a reload or a shared link keeps them), a
// multi-city result names its legs Leg 1, Leg 2, ..., and no schema text reaches the screen.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { SearchResultsScreen } from "@/components/flight-search/search-results-screen";
import { configureApiClient } from "@/lib/api-client";
import { searchTitle } from "@/lib/flight-search-params";
import type { TFlightResult, TSearchResponse } from "@/lib/contracts/flights";
import { makeResult, makeSegment } from "./flight-fixtures";
import { ok, startUiServer, type UiServer } from "./ui-http";

const router = { push: jest.fn(), replace: jest.fn(), back: jest.fn(), refresh: jest.fn(), prefetch: jest.fn() };
jest.mock("next/navigation", () => ({
  useRouter: () => router,
  usePathname: () => "/app/flight/searchResult/x",
  useSearchParams: () => new URLSearchParams(window.location.search),
}));

const SEARCH_ID = "0b8e4c52-7d0a-4f4e-8f39-4f2f2f1f9a11";
const OUT_DATE = "2030-05-12";
const BACK_DATE = "2030-05-15";
const leg = (date: string, from: string, to: string, airline: string, dep: string, via?: string) =>
  via
    ? [makeSegment({ from, to: via, dep: `${date}T${dep}:00`, airline, flightNumber: "101" }), makeSegment({ from: via, to, dep: `${date}T${String(Number(dep.slice(0, 2)) + 3).padStart(2, "0")}:00:00`, ground: 60, airline, flightNumber: "102" })]
    : [makeSegment({ from, to, dep: `${date}T${dep}:00`, airline, flightNumber: "201" })];

const OUTBOUND: TFlightResult[] = [
  makeResult({ price: 4000, resultIndex: "1~O1", legs: [leg(OUT_DATE, "BOM", "DEL", "6E", "06:00")] }),
  makeResult({ price: 5000, resultIndex: "1~O2", legs: [leg(OUT_DATE, "BOM", "DEL", "AI", "12:00", "HYD")] }),
  makeResult({ price: 6000, resultIndex: "1~O3", legs: [leg(OUT_DATE, "BOM", "DEL", "UK", "18:00")], isRefundable: false }),
];
const INBOUND: TFlightResult[] = [
  makeResult({ price: 4100, resultIndex: "1~I1", legs: [leg(BACK_DATE, "DEL", "BOM", "6E", "07:00")] }),
  makeResult({ price: 5100, resultIndex: "1~I2", legs: [leg(BACK_DATE, "DEL", "BOM", "AI", "13:00", "HYD")] }),
  makeResult({ price: 6100, resultIndex: "1~I3", legs: [leg(BACK_DATE, "DEL", "BOM", "SG", "19:00")] }),
  makeResult({ price: 6200, resultIndex: "1~I4", legs: [leg(BACK_DATE, "DEL", "BOM", "SG", "20:00")], isRefundable: false }),
];
const response = (results: TFlightResult[][], journeyType: number, isDomestic = true): TSearchResponse => ({ searchId: SEARCH_ID, traceId: SEARCH_ID, journeyType, isDomestic, results, unavailableSources: [] });

let server: UiServer;
beforeAll(async () => {
  server = await startUiServer();
});
afterAll(() => server.close());
beforeEach(() => configureApiClient({}));

const RETURN_QUERY = `journeyType=2&origin=BOM&destination=DEL&departureDate=${OUT_DATE}&returnDate=${BACK_DATE}&adt=1&chd=0&inf=0`;

function open(query: string, answer: TSearchResponse) {
  server.on("/api/getSearchResults", () => ok(answer));
  window.history.replaceState(null, "", `/app/flight/searchResult/${SEARCH_ID}?${query}`);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <SearchResultsScreen searchId={SEARCH_ID} query={query} title="BOM to DEL and back" userType="travelAgent" />
    </QueryClientProvider>,
  );
}

/** "N flights" of the list headed `title`. */
const countOf = (title: string) => {
  const list = screen.getAllByRole("region", { name: title }).at(-1)!;
  return Number(within(list).getByRole("status").textContent!.split(" ")[0]);
};
const airlinesIn = (title: string) =>
  within(screen.getAllByRole("region", { name: title }).at(-1)!)
    .getAllByRole("article")
    .map((a) => a.getAttribute("aria-label")!.split(" ")[0]);

/** A column header of the list headed `title` that sorts it ("Sort by Price"). */
const sortButton = (title: string, column: string) => within(screen.getAllByRole("region", { name: title }).at(-1)!).getByRole("button", { name: `Sort by ${column}` });

describe("SearchResultsScreen: a domestic return", () => {
  it("applies the filters to both lists", async () => {
    open(RETURN_QUERY, response([OUTBOUND, INBOUND], 2));
    await screen.findAllByRole("article");
    expect([countOf("Outbound"), countOf("Return")]).toEqual([3, 4]);

    fireEvent.click(within(screen.getByRole("group", { name: "Airlines" })).getByRole("checkbox", { name: /Air India/ }));
    expect([countOf("Outbound"), countOf("Return")]).toEqual([1, 1]);
    expect(airlinesIn("Return")).toEqual(["Air"]);
    fireEvent.click(screen.getAllByRole("button", { name: "Clear Filters" })[0]);

    fireEvent.click(screen.getByRole("checkbox", { name: "Direct" }));
    expect([countOf("Outbound"), countOf("Return")]).toEqual([2, 3]);
    fireEvent.click(screen.getByRole("checkbox", { name: "Non-refundable" }));
    expect([countOf("Outbound"), countOf("Return")]).toEqual([1, 1]);
  });

  it("offers the return list's airlines and prices too, and its origin and destination filters read from the trip", async () => {
    open(RETURN_QUERY, response([OUTBOUND, INBOUND], 2));
    await screen.findAllByRole("article");
    // SpiceJet flies only on the way back.
    fireEvent.click(within(screen.getByRole("group", { name: "Airlines" })).getByRole("checkbox", { name: /SpiceJet/ }));
    expect([countOf("Outbound"), countOf("Return")]).toEqual([0, 2]);
    fireEvent.click(screen.getAllByRole("button", { name: "Clear Filters" })[0]);
    expect(screen.getByRole<HTMLInputElement>("slider", { name: "Maximum price" }).max).toBe("6200");
    // Destination DEL: the outbound lands there, the return leaves from it; both lists keep their flights.
    fireEvent.click(within(screen.getByRole("group", { name: "Destination" })).getByRole("checkbox", { name: /DEL/ }));
    expect([countOf("Outbound"), countOf("Return")]).toEqual([3, 4]);
  });
});

describe("SearchResultsScreen: the filter state lives in the address", () => {
  it("writes filters and sort into the query and reads them back on a reload", async () => {
    const view = open(RETURN_QUERY, response([OUTBOUND, INBOUND], 2));
    await screen.findAllByRole("article");
    fireEvent.click(screen.getByRole("checkbox", { name: "Direct" }));
    fireEvent.click(screen.getByRole("button", { name: "Before 11AM" }));
    // Each list of the split view sorts from its own column headers (issue 16): the outbound by price,
    // high to low (it was low to high), the return by departure, latest first (a second click).
    fireEvent.click(sortButton("Outbound", "Price"));
    fireEvent.click(sortButton("Return", "Departs"));
    fireEvent.click(sortButton("Return", "Departs"));
    const q = new URLSearchParams(window.location.search);
    expect(q.get("stops")).toBe("1");
    expect(q.get("departureSlots")).toBe("before11AM");
    expect(q.get("sort")).toBe("price-desc");
    expect(q.get("returnSort")).toBe("departure-desc");
    // The search itself is still there.
    expect(q.get("origin")).toBe("BOM");
    expect(q.get("returnDate")).toBe(BACK_DATE);
    const counts = [countOf("Outbound"), countOf("Return")];

    // A reload (or a shared link): a fresh page from the address alone.
    view.unmount();
    open(window.location.search.slice(1), response([OUTBOUND, INBOUND], 2));
    await screen.findAllByRole("article");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Direct" }).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Before 11AM" }).getAttribute("aria-pressed")).toBe("true");
    expect(sortButton("Outbound", "Price").getAttribute("aria-pressed")).toBe("true");
    expect(sortButton("Outbound", "Price").textContent).toContain("▼");
    expect(sortButton("Return", "Departs").getAttribute("aria-pressed")).toBe("true");
    expect(sortButton("Return", "Departs").textContent).toContain("▼");
    expect(sortButton("Return", "Price").getAttribute("aria-pressed")).toBe("false");
    expect([countOf("Outbound"), countOf("Return")]).toEqual(counts);

    fireEvent.click(screen.getAllByRole("button", { name: "Clear Filters" })[0]);
    const cleared = new URLSearchParams(window.location.search);
    expect(cleared.has("stops")).toBe(false);
    expect(cleared.has("departureSlots")).toBe(false);
  });

  it("a one-way list keeps its sort and price limit in the address too", async () => {
    const view = open(`journeyType=1&origin=BOM&destination=DEL&departureDate=${OUT_DATE}&adt=1&chd=0&inf=0&maxPrice=5500&sort=departure-desc`, response([OUTBOUND], 1));
    await screen.findAllByRole("article");
    expect(screen.getAllByRole("article")).toHaveLength(2);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" }).value).toBe("departure-desc");
    expect(screen.getAllByRole("article")[0].getAttribute("aria-label")).toMatch(/^Air India/);
    view.unmount();
  });
});

describe("SearchResultsScreen: multi-city", () => {
  it("names the legs Leg 1, Leg 2, Leg 3, never Outbound or Return", async () => {
    const multi = makeResult({ price: 9000, resultIndex: "1~M1", legs: [leg(OUT_DATE, "BOM", "DEL", "6E", "06:00"), leg("2030-05-14", "DEL", "BLR", "6E", "09:00"), leg("2030-05-16", "BLR", "BOM", "6E", "10:00")] });
    open(`journeyType=3&segments=BOM-DEL-${OUT_DATE}_DEL-BLR-2030-05-14_BLR-BOM-2030-05-16&adt=1&chd=0&inf=0`, response([[multi]], 3));
    const card = await screen.findByRole("article");
    expect(within(card).getByText("Leg 1")).toBeTruthy();
    expect(within(card).getByText("Leg 2")).toBeTruthy();
    expect(within(card).getByText("Leg 3")).toBeTruthy();
    expect(within(card).queryByText(/^(Outbound|Return)$/)).toBeNull();
  });
});

describe("SearchResultsScreen: messages", () => {
  it("an invalid search link shows the field's message, no schema text", async () => {
    server.on("/api/getSearchResults", () => ({ status: 404, body: { success: false, errorCode: "NOT_FOUND", errorMessage: "Search not found", message: "Search not found" } }));
    server.on("/api/search", () => ({ status: 400, body: { success: false, errorCode: "VALIDATION_ERROR", errorMessage: "adt: Adults must be from 1 to 9", message: "adt: Adults must be from 1 to 9", shortError: { adt: "Adults must be from 1 to 9" } } }));
    const query = `journeyType=1&origin=BOM&destination=DEL&departureDate=${OUT_DATE}&adt=0`;
    window.history.replaceState(null, "", `/app/flight/searchResult/${SEARCH_ID}?${query}`);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <SearchResultsScreen searchId={SEARCH_ID} query={query} title="BOM to DEL" userType="travelAgent" />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("Adults must be from 1 to 9"));
    expect(screen.getByRole("alert").textContent).not.toMatch(/adt:|Invalid input|expected/);
    expect(screen.getByRole("link", { name: /search again/i }).getAttribute("href")).toBe("/app/flight/search");
  });
});

describe("searchTitle: the result page's heading", () => {
  it("names the whole route of a multi-city search", () => {
    expect(searchTitle(new URLSearchParams(`journeyType=3&origin=BOM&destination=DEL&segments=BOM-DEL-2030-05-12_DEL-BLR-2030-05-14`))).toBe("BOM → DEL → BLR");
    expect(searchTitle(new URLSearchParams(`journeyType=3&segments=BOM-DEL-2030-05-12_GOI-BLR-2030-05-14_BLR-MAA-2030-05-15`))).toBe("BOM → DEL, GOI → BLR → MAA");
    expect(searchTitle(new URLSearchParams(`journeyType=2&origin=BOM&destination=DEL`))).toBe("BOM to DEL and back");
    expect(searchTitle(new URLSearchParams(`journeyType=1&origin=BOM&destination=DEL`))).toBe("BOM to DEL");
  });
});

// Issue 24 (white label, decision 0060): a customer's answer names no source that dropped out, so
// the notice says only that some did; staff's answer names them.
describe("SearchResultsScreen: the suppliers that did not answer", () => {
  const ONE_WAY_QUERY = `journeyType=1&origin=BOM&destination=DEL&departureDate=${OUT_DATE}&adt=1&chd=0&inf=0`;
  it("names no supplier when the answer has no names, and names them when it does", async () => {
    const view = open(ONE_WAY_QUERY, { ...response([OUTBOUND], 1), unavailableSources: ["", ""] });
    expect((await screen.findByText("Some suppliers did not answer.")).tagName).toBe("P");
    view.unmount();
    open(ONE_WAY_QUERY, { ...response([OUTBOUND], 1), unavailableSources: ["Demo Travels"] });
    expect((await screen.findByText("Some suppliers did not answer: Demo Travels.")).tagName).toBe("P");
  });
});

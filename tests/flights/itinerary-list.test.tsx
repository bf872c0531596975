/** @jest-environment jsdom */
// Issue 16, the dense results: one row per itinerary with its fare families under it, the two-stop
// row naming its airlines, via airports and every flight number, sorting from the column headers,
// the agent's earnings and the remembered toggle that hides them, and a filter change over a few
// hundred results re-rendering only the rows on screen (virtualised; the time is printed).
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { ItineraryList } from "@/components/flight/itinerary-list";
import { HIDE_EARNINGS_KEY, useShowEarnings } from "@/components/flight-search/use-show-earnings";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { FlightSort } from "@/lib/flight-filters";
import { assignSlots } from "@/components/ui/use-row-slots";
import { groupItineraries } from "@/lib/flight-itineraries";
import { makeResult, makeSegment } from "./flight-fixtures";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn() }), usePathname: () => "/app/flight/searchResult/x" }));

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const D = "2030-05-12";
const direct = (airline: string, number: string, dep: string, minutes = 120) => [makeSegment({ from: "BOM", to: "DEL", dep: `${D}T${dep}:00`, airline, flightNumber: number, minutes })];
const withFare = (r: TFlightResult, fareName: string, earning = 0): TFlightResult => ({ ...r, fareName, fare: { ...r.fare, totalPayableAmt: r.publishedPrice - earning, commissionEarned: earning } });

/** IndiGo 6E 201 at 06:00 in three fare families, Air India at 09:00 (one fare), a two-stop SpiceJet. */
function sample(): TFlightResult[] {
  const twoStop = [
    makeSegment({ from: "BOM", to: "HYD", dep: `${D}T05:00:00`, airline: "SG", flightNumber: "1101", minutes: 90 }),
    makeSegment({ from: "HYD", to: "BLR", dep: `${D}T07:30:00`, airline: "SG", flightNumber: "2202", minutes: 60, ground: 60 }),
    makeSegment({ from: "BLR", to: "DEL", dep: `${D}T09:30:00`, airline: "AI", flightNumber: "9903", minutes: 160, ground: 60 }),
  ];
  return [
    withFare(makeResult({ price: 6600, legs: [direct("6E", "201", "06:00")], resultIndex: "1~C" }), "Corporate", 300),
    withFare(makeResult({ price: 5000, legs: [direct("6E", "201", "06:00")], resultIndex: "1~S", isRefundable: false }), "Saver", 120),
    withFare(makeResult({ price: 6000, legs: [direct("6E", "201", "06:00")], resultIndex: "1~F" }), "Flexi", 250),
    withFare(makeResult({ price: 5500, legs: [direct("AI", "805", "09:00", 150)], resultIndex: "1~A" }), "Economy Classic", 400),
    withFare(makeResult({ price: 4800, legs: [twoStop], resultIndex: "1~T" }), "Saver", 90),
  ];
}

const noop = () => {};
function Harness({ results, initialSort = { key: "price", direction: "asc" } as FlightSort, onSelect = noop }: { results: TFlightResult[]; initialSort?: FlightSort; onSelect?: (r: TFlightResult) => void }) {
  const [sort, setSort] = useState(initialSort);
  const [show, setShow] = useShowEarnings();
  const toolbar = (
    <label>
      <input type="checkbox" role="switch" checked={show} onChange={(e) => setShow(e.target.checked)} />
      Show earnings
    </label>
  );
  return <ItineraryList results={results} onSelect={onSelect} sort={sort} onSortChange={setSort} showEarnings={show} toolbar={toolbar} />;
}

const renderList = (ui: React.ReactElement) => render(<QueryClientProvider client={new QueryClient()}>{ui}</QueryClientProvider>);
const rowNames = () => screen.getAllByRole("article").map((a) => a.getAttribute("aria-label"));

describe("the dense result list", () => {
  beforeEach(() => window.localStorage.clear());

  it("groups the fare families of one flight into one row, cheapest first, the others under it", () => {
    const onSelect = jest.fn();
    renderList(<Harness results={sample()} onSelect={onSelect} />);
    expect(screen.getAllByRole("article")).toHaveLength(3);
    expect(screen.getByRole("status").textContent).toBe("3 flights");
    const indigo = screen.getByRole("article", { name: "IndiGo 6E 201, BOM 06:00 to DEL 08:00, ₹5,000.00" });
    expect(within(indigo).getByText("Saver")).toBeTruthy();
    expect(within(indigo).getByText("Non-refundable")).toBeTruthy();
    fireEvent.click(within(indigo).getByRole("button", { name: "3 fares" }));
    const fares = within(indigo).getByRole("list", { name: /^Fares of IndiGo 6E 201/ });
    const items = within(fares).getAllByRole("listitem");
    expect(items.map((li) => li.textContent)).toEqual([expect.stringMatching(/^Saver15 KgNon-refundable.*₹5,000\.00Select$/), expect.stringMatching(/^Flexi.*₹6,000\.00/), expect.stringMatching(/^Corporate.*₹6,600\.00/)]);
    fireEvent.click(within(fares).getByRole("button", { name: "Select IndiGo 6E 201, BOM 06:00 to DEL 08:00, Flexi, ₹6,000.00" }));
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ resultIndex: "1~F" }));
    // A single-fare itinerary offers no fare list.
    expect(within(screen.getByRole("article", { name: /^Air India/ })).queryByRole("button", { name: /fares$/ })).toBeNull();
  });

  it("names the airlines, the via airports and every flight number of a two-stop itinerary", () => {
    renderList(<Harness results={sample()} />);
    const row = screen.getByRole("article", { name: /^SpiceJet SG 1101/ });
    expect(within(row).getByText("SpiceJet, Air India")).toBeTruthy();
    expect(within(row).getByText("2 stops via HYD, BLR")).toBeTruthy();
    for (const n of ["SG 1101", "SG 2202", "AI 9903"]) expect(within(row).getByText(new RegExp(n)).className).toContain("whitespace-nowrap");
  });

  it("sorts from the column headers: price, departure, duration, arrival; a second click turns the order", () => {
    renderList(<Harness results={sample()} />);
    expect(rowNames().map((n) => n!.split(",")[0])).toEqual(["SpiceJet SG 1101", "IndiGo 6E 201", "Air India AI 805"]);
    fireEvent.click(screen.getByRole("button", { name: /Sort by Arrives/ }));
    // Arrivals: IndiGo 08:00, Air India 11:30, SpiceJet 12:10.
    expect(rowNames().map((n) => n!.split(" ")[0])).toEqual(["IndiGo", "Air", "SpiceJet"]);
    expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Sort by" }).value).toBe("arrival-asc");
    fireEvent.click(screen.getByRole("button", { name: /Sort by Arrives/ }));
    expect(rowNames().map((n) => n!.split(" ")[0])).toEqual(["SpiceJet", "Air", "IndiGo"]);
    fireEvent.click(screen.getByRole("button", { name: /Sort by Duration/ }));
    expect(rowNames().map((n) => n!.split(" ")[0])).toEqual(["IndiGo", "Air", "SpiceJet"]);
    fireEvent.click(screen.getByRole("button", { name: /Sort by Departs/ }));
    expect(rowNames().map((n) => n!.split(" ")[0])).toEqual(["SpiceJet", "IndiGo", "Air"]);
  });

  it("shows the agent's earning on each fare; one toggle hides them all and is remembered", () => {
    const view = renderList(<Harness results={sample()} />);
    const indigo = () => screen.getByRole("article", { name: /^IndiGo/ });
    expect(within(indigo()).getByTestId("fare-earning").textContent).toBe("Earn ₹120.00");
    fireEvent.click(within(indigo()).getByRole("button", { name: "3 fares" }));
    expect(within(indigo()).getAllByTestId("fare-earning").map((e) => e.textContent)).toContain("Net ₹5,750.00 · Earn ₹250.00");
    fireEvent.click(screen.getByRole("switch", { name: "Show earnings" }));
    expect(screen.queryAllByTestId("fare-earning")).toHaveLength(0);
    expect(window.localStorage.getItem(HIDE_EARNINGS_KEY)).toBe("1");
    view.unmount();
    renderList(<Harness results={sample()} />);
    expect(screen.getByRole<HTMLInputElement>("switch", { name: "Show earnings" }).checked).toBe(false);
    expect(screen.queryAllByTestId("fare-earning")).toHaveLength(0);
    fireEvent.click(screen.getByRole("switch", { name: "Show earnings" }));
    expect(screen.getAllByTestId("fare-earning").length).toBeGreaterThan(0);
  });

  it("a filter change over 400 results re-renders only the rows on screen (time printed)", () => {
    const many: TFlightResult[] = [];
    for (let i = 0; i < 400; i++) {
      const hh = String(i % 24).padStart(2, "0");
      const mm = String(i % 60).padStart(2, "0");
      many.push(withFare(makeResult({ price: 3000 + i * 7, legs: [direct(i % 2 ? "6E" : "AI", String(1000 + i), `${hh}:${mm}`)], isRefundable: i % 3 !== 0 }), "Saver", 50));
    }
    expect(groupItineraries(many)).toHaveLength(400);
    const client = new QueryClient();
    const view = render(<QueryClientProvider client={client}>{<Harness results={many} />}</QueryClientProvider>);
    expect(screen.getByRole("status").textContent).toBe("400 flights");
    const rendered = screen.getAllByRole("article").length;
    expect(rendered).toBeLessThan(40);
    const refundable = many.filter((r) => r.isRefundable);
    const timings: number[] = [];
    for (let run = 0; run < 5; run++) {
      const next = run % 2 === 0 ? refundable : many;
      const start = performance.now();
      act(() => view.rerender(<QueryClientProvider client={client}>{<Harness results={next} />}</QueryClientProvider>));
      timings.push(performance.now() - start);
    }
    expect(screen.getAllByRole("article").length).toBeLessThan(40);
    timings.sort((a, b) => a - b);
    console.log(`filter change over 400 results (jsdom, ${rendered} rows rendered): median ${timings[2].toFixed(1)} ms, runs ${timings.map((t) => t.toFixed(1)).join(", ")} ms`);
    // jsdom on a shared CI machine is many times slower than a browser; the 16 ms budget is checked in
    // the browser (e2e/flight-results-density.spec.ts). Here: bounded, and far from rendering 400 rows.
    expect(timings[2]).toBeLessThan(1500);
  });

  it("a filter change updates the rows on screen in place (recycled), and an open fare list stays with its itinerary", () => {
    const all = sample();
    const view = renderList(<Harness results={all} />);
    const items = () => [...document.querySelectorAll("ul.relative > li")];
    const before = items();
    expect(rowNames().map((n) => n!.split(",")[0])).toEqual(["SpiceJet SG 1101", "IndiGo 6E 201", "Air India AI 805"]);
    fireEvent.click(within(screen.getByRole("article", { name: /^IndiGo/ })).getByRole("button", { name: "3 fares" }));
    // An agent's focus on SpiceJet's Select: its element will show another flight, so the focus leaves it.
    act(() => within(screen.getByRole("article", { name: /^SpiceJet/ })).getByRole("button", { name: /^Select/ }).focus());
    expect(document.activeElement?.getAttribute("aria-label")).toMatch(/^Select SpiceJet/);
    // A new answer: IndiGo's refundable fares (Flexi is now its cheapest) and a Vistara flight not shown before.
    const vistara = withFare(makeResult({ price: 5200, legs: [direct("UK", "955", "07:00")], resultIndex: "1~V" }), "Eco Lite", 100);
    const refundableOnly = [...all.filter((r) => r.isRefundable && r.resultIndex.startsWith("1~") && ["1~C", "1~F"].includes(r.resultIndex)), vistara];
    view.rerender(
      <QueryClientProvider client={new QueryClient()}>
        <Harness results={refundableOnly} />
      </QueryClientProvider>,
    );
    expect(rowNames()).toEqual(["Vistara UK 955, BOM 07:00 to DEL 09:00, ₹5,200.00", "IndiGo 6E 201, BOM 06:00 to DEL 08:00, ₹6,000.00"]);
    // The same elements show the new rows: Vistara's row is an element that showed another flight (no row was built).
    expect(items().every((li) => before.includes(li))).toBe(true);
    const indigo = screen.getByRole("article", { name: /^IndiGo/ });
    expect(within(indigo).getByRole("button", { name: "Hide fares" }).getAttribute("aria-expanded")).toBe("true");
    expect(within(indigo).getAllByRole("listitem").map((li) => li.textContent?.split("15 Kg")[0])).toEqual(["Flexi", "Corporate"]);
    expect(document.activeElement).toBe(document.body);
    // The recycled row shows no fare list of the flight it showed before.
    const newcomer = screen.getByRole("article", { name: /^Vistara/ });
    expect(within(newcomer).queryByRole("list")).toBeNull();
    expect(within(newcomer).getByText("Eco Lite")).toBeTruthy();
  });
});

describe("recycled row slots", () => {
  const EMPTY = { byKey: new Map<string, number>(), order: [] };

  it("while a list scrolls, keeps a key's slot while it stays and gives the freed slots to new keys, never one slot twice", () => {
    const first = assignSlots(EMPTY, ["a", "b", "c"], false);
    expect(first.names).toEqual(["slot-0", "slot-1", "slot-2"]);
    // "b" stays in slot 1; "a" and "c" left; "d" and "e" take slots 0 and 2; "f" a new one.
    const second = assignSlots(first, ["d", "b", "e", "f"], false);
    expect(second.names).toEqual(["slot-0", "slot-1", "slot-2", "slot-3"]);
    expect(second.byKey.get("b")).toBe(1);
    const third = assignSlots(second, ["f", "x"], false);
    expect(third.names).toEqual(["slot-3", "slot-0"]);
    expect(new Set(assignSlots(third, ["x", "f", "y", "z", "b"], false).names).size).toBe(5);
  });

  it("when the list changes (a filter), keeps the slots in their places: nothing is moved", () => {
    const first = assignSlots(EMPTY, ["a", "b", "c"], false);
    const scrolled = assignSlots(first, ["b", "c", "d"], false);
    expect(scrolled.names).toEqual(["slot-1", "slot-2", "slot-0"]);
    // A filter: position i takes the slot at position i, even for "c", which was on screen.
    const filtered = assignSlots(scrolled, ["c", "x"], true);
    expect(filtered.names).toEqual(["slot-1", "slot-2"]);
    expect(assignSlots(filtered, ["p", "q", "r", "s"], true).names).toEqual(["slot-1", "slot-2", "slot-0", "slot-3"]);
  });
});

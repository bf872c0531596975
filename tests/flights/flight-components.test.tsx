/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { FlightFilterPanel } from "@/components/flight/flight-filter-panel";
import { ItineraryList } from "@/components/flight/itinerary-list";
import { FlightSegment } from "@/components/flight/flight-segment";
import { ReturnResults, SPECIAL_RETURN_PAIR_MESSAGE } from "@/components/flight/return-results";
import type { TFlightResult } from "@/lib/contracts/flights";
import { applyFilters, emptyFilters, getFilterOptions, type FlightFilters, type FlightSort } from "@/lib/flight-filters";
import { formatDuration, formatTime, stopsLabel } from "@/lib/flight-format";
import { formatMoney } from "@/lib/money";
import { localTime, makeResult, makeSegment } from "./flight-fixtures";

beforeAll(() => {
  // jsdom has no scrolling; the window-virtualised list calls scrollTo.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const DATE = "2025-05-12";
const at = (hhmm: string) => `${DATE}T${hhmm}:00`;

const direct = makeResult({ price: 4523, resultIndex: "1~D", legs: [[makeSegment({ from: "DEL", to: "BOM", dep: at("06:05"), minutes: 130, airline: "6E", flightNumber: "203" })]] });
const viaDxb = makeResult({
  price: 45000,
  isRefundable: false,
  resultIndex: "1~X",
  legs: [[makeSegment({ from: "DEL", to: "DXB", dep: at("22:00"), minutes: 215, airline: "EK", flightNumber: "511" }), makeSegment({ from: "DXB", to: "BOM", dep: localTime(DATE, 22 * 60 + 215 + 100), minutes: 180, ground: 100, airline: "EK", flightNumber: "500" })]],
});
const viaHyd = makeResult({ price: 6100.5, resultIndex: "1~H", legs: [[makeSegment({ from: "DEL", to: "HYD", dep: at("12:00"), airline: "AI", flightNumber: "101" }), makeSegment({ from: "HYD", to: "BOM", dep: at("15:00"), ground: 60, airline: "AI", flightNumber: "102" })]] });
const RESULTS = [direct, viaDxb, viaHyd];
const OPTIONS = getFilterOptions(RESULTS);

function StatefulPanel({ onFilters }: { onFilters?: (f: FlightFilters) => void }) {
  const [filters, setFilters] = useState<FlightFilters>(emptyFilters());
  return (
    <FlightFilterPanel
      options={OPTIONS}
      filters={filters}
      onChange={(next) => {
        setFilters(next);
        onFilters?.(next);
      }}
    />
  );
}

describe("formatting helpers", () => {
  it("formats money in rupees with Indian grouping and two decimals", () => {
    expect(formatMoney(4523)).toBe("₹4,523.00");
    expect(formatMoney(452312.5)).toBe("₹4,52,312.50");
    expect(formatMoney(1.005)).toBe("₹1.01");
  });

  it("formats durations, local times and stops", () => {
    expect([formatDuration(130), formatDuration(120), formatDuration(45)]).toEqual(["2h 10m", "2h", "45m"]);
    expect(formatTime("2025-05-12T06:05:00")).toBe("06:05");
    expect(stopsLabel(direct.segments[0])).toBe("Non-stop");
    expect(stopsLabel(viaDxb.segments[0])).toBe("1 stop via DXB");
    expect(stopsLabel([...viaHyd.segments[0], ...viaDxb.segments[0]])).toBe("3 stops");
  });
});

describe("FlightFilterPanel", () => {
  it("renders the five outbound flight time slots, Any Time chosen by default", () => {
    render(<StatefulPanel />);
    const group = screen.getByRole("group", { name: "Outbound flight times" });
    const slots = within(group).getAllByRole("button");
    expect(slots.map((b) => b.textContent)).toEqual(["Any Time", "Before 11AM", "11AM to 4PM", "4PM to 9PM", "After 9PM"]);
    expect(slots.map((b) => b.getAttribute("aria-pressed"))).toEqual(["true", "false", "false", "false", "false"]);
  });

  it("shows the rupee symbol and defaults the maximum price to the highest published price", () => {
    const onFilters = jest.fn();
    render(<StatefulPanel onFilters={onFilters} />);
    const slider = screen.getByRole<HTMLInputElement>("slider", { name: "Maximum price" });
    expect(slider.type).toBe("range");
    expect(slider.min).toBe("4523");
    expect(slider.max).toBe("45000");
    expect(slider.value).toBe("45000");
    expect(screen.getByText("₹45,000.00")).toBeTruthy();
    expect(screen.getByText("₹4,523.00")).toBeTruthy();

    fireEvent.change(slider, { target: { value: "6000" } });
    expect(onFilters).toHaveBeenLastCalledWith(expect.objectContaining({ maxPrice: 6000 }));
    expect(screen.getByText("₹6,000.00")).toBeTruthy();
    fireEvent.change(slider, { target: { value: "4523" } });
    expect(onFilters).toHaveBeenLastCalledWith(expect.objectContaining({ maxPrice: 4523 }));
    fireEvent.change(slider, { target: { value: "45000" } });
    expect(onFilters).toHaveBeenLastCalledWith(expect.objectContaining({ maxPrice: null }));
  });

  it("offers the spec's stops labels, airlines with Select All, destination, fare type and origin", () => {
    render(<StatefulPanel />);
    const stops = screen.getByRole("group", { name: "Stops" });
    expect(within(stops).getAllByRole("checkbox").map((c) => c.parentElement?.textContent)).toEqual(["Select All", "Direct", "1 stop"]);
    const airlines = screen.getByRole("group", { name: "Airlines" });
    expect(within(airlines).getByRole("checkbox", { name: "Select All" })).toBeTruthy();
    expect(within(airlines).getByRole("checkbox", { name: "IndiGo (1), from ₹4,523.00" })).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Destination" })).getByRole("checkbox", { name: "Mumbai (BOM)" })).toBeTruthy();
    const fareType = screen.getByRole("group", { name: "Fare type" });
    expect(within(fareType).getByRole("checkbox", { name: "Refundable" })).toBeTruthy();
    expect(within(fareType).getByRole("checkbox", { name: "Non-refundable" })).toBeTruthy();
    expect(within(screen.getByRole("group", { name: "Origin airport" })).getByRole("checkbox", { name: "Delhi (DEL)" })).toBeTruthy();
  });

  it("hides the layover filter when only Direct is chosen and drops its choice", () => {
    const onFilters = jest.fn();
    render(<StatefulPanel onFilters={onFilters} />);
    const layover = screen.getByRole("group", { name: "Layover" });
    fireEvent.click(within(layover).getByRole("checkbox", { name: "Dubai (DXB)" }));
    expect(onFilters).toHaveBeenLastCalledWith(expect.objectContaining({ layovers: ["DXB"] }));

    fireEvent.click(within(screen.getByRole("group", { name: "Stops" })).getByRole("checkbox", { name: "Direct" }));
    expect(screen.queryByRole("group", { name: "Layover" })).toBeNull();
    expect(onFilters).toHaveBeenLastCalledWith(expect.objectContaining({ stops: [1], layovers: [] }));

    fireEvent.click(within(screen.getByRole("group", { name: "Stops" })).getByRole("checkbox", { name: "1 stop" }));
    expect(screen.getByRole("group", { name: "Layover" })).toBeTruthy();
  });

  it("Clear Filters resets every choice", () => {
    const onFilters = jest.fn();
    render(<StatefulPanel onFilters={onFilters} />);
    fireEvent.click(screen.getByRole("button", { name: "After 9PM" }));
    fireEvent.click(screen.getByRole("button", { name: "Before 11AM" }));
    expect(onFilters).toHaveBeenLastCalledWith(expect.objectContaining({ departureSlots: ["before11AM", "after9PM"] }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Refundable" }));
    fireEvent.change(screen.getByRole("slider", { name: "Maximum price" }), { target: { value: "5000" } });
    expect(screen.getByRole("button", { name: "Any Time" }).getAttribute("aria-pressed")).toBe("false");

    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(onFilters).toHaveBeenLastCalledWith(emptyFilters());
    expect(screen.getByRole("button", { name: "Any Time" }).getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByRole("button", { name: "After 9PM" }).getAttribute("aria-pressed")).toBe("false");
    expect(screen.getByRole<HTMLInputElement>("checkbox", { name: "Refundable" }).checked).toBe(false);
    expect(screen.getByRole<HTMLInputElement>("slider", { name: "Maximum price" }).value).toBe("45000");
  });

  it("folds behind a Filters toggle on narrow screens", () => {
    render(<StatefulPanel />);
    const toggle = screen.getByRole("button", { name: "Filters" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    const body = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    expect(body?.className).toContain("max-[601px]:hidden");
    fireEvent.click(toggle);
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(body?.className).not.toContain("max-[601px]:hidden");
  });
});

describe("FlightSegment", () => {
  it("shows the technical stop, times, airports, terminals, duration and baggage", () => {
    const segment = makeSegment({ from: "DEL", to: "BOM", dep: at("06:05"), minutes: 200, airline: "6E", flightNumber: "203", stopPoint: "IDR", stopPointArrivalTime: at("07:10"), stopPointDepartureTime: at("07:55") });
    render(<FlightSegment segments={[segment]} label="Outbound" />);
    expect(screen.getAllByText("Technical stop at IDR (45m)").length).toBeGreaterThan(0);
    expect(screen.getAllByRole("img", { name: "IndiGo" })[0].getAttribute("src")).toBe("/airline-logos/6E.svg");
    expect(screen.getAllByText("06:05").length).toBeGreaterThan(0);
    expect(screen.getAllByText("09:25").length).toBeGreaterThan(0);
    expect(screen.getAllByText("3h 20m").length).toBeGreaterThan(0);
    expect(screen.getByText("Direct, 1 technical stop")).toBeTruthy();
    expect(screen.getAllByText(/Terminal 1/).length).toBeGreaterThan(0);
    expect(screen.getByText("15 Kg")).toBeTruthy();
    expect(screen.getByText("7 Kg")).toBeTruthy();
  });

  it("shows stops and the layover duration of a connection", () => {
    render(<FlightSegment segments={viaDxb.segments[0]} />);
    expect(screen.getByText("1 stop via DXB")).toBeTruthy();
    expect(screen.getByText("Layover at Dubai (DXB): 1h 40m")).toBeTruthy();
    expect(screen.getByText("8h 15m")).toBeTruthy();
  });
});

describe("an itinerary row", () => {
  it("shows the price, fare type and selects; the details open under the row", () => {
    const onSelect = jest.fn();
    const special = { ...viaDxb, fareType: "lccSpecialReturn" } as TFlightResult;
    const row = (result: TFlightResult) => <ItineraryList results={[result]} onSelect={onSelect} sort={{ key: "price", direction: "asc" }} onSortChange={() => undefined} showEarnings={false} />;
    const { rerender } = render(row(direct));
    expect(screen.getByText("₹4,523.00")).toBeTruthy();
    expect(screen.getByText("Refundable")).toBeTruthy();
    // The airline's logo beside its name, silent to a screen reader (the name is read once).
    const logo = screen.getByRole("article").querySelector("img");
    expect([logo?.getAttribute("src"), logo?.getAttribute("alt")]).toEqual(["/airline-logos/6E.svg", ""]);
    fireEvent.click(screen.getByRole("button", { name: /^Select IndiGo 6E 203/ }));
    expect(onSelect).toHaveBeenCalledWith(direct);

    const details = screen.getByRole("button", { name: "Flight details" });
    expect(details.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(details);
    expect(screen.getByRole("button", { name: "Hide details" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.getByText(/^Base fare ₹/)).toBeTruthy();

    rerender(row(special));
    expect(screen.getByText("Special return")).toBeTruthy();
    expect(screen.getByText("Non-refundable")).toBeTruthy();
  });
});

describe("ItineraryList", () => {
  const many: TFlightResult[] = Array.from({ length: 25 }, (_, i) =>
    makeResult({ price: 3000 + i * 100, resultIndex: `1~P${i}`, legs: [[makeSegment({ from: "DEL", to: "BOM", dep: at(`${String(i % 24).padStart(2, "0")}:00`), flightNumber: String(100 + i) })]] }),
  ).reverse();
  function Sorted({ results, onClearFilters }: { results: TFlightResult[]; onClearFilters?: () => void }) {
    const [sort, setSort] = useState<FlightSort>({ key: "price", direction: "asc" });
    return <ItineraryList results={results} onSelect={jest.fn()} sort={sort} onSortChange={setSort} showEarnings={false} onClearFilters={onClearFilters} />;
  }

  it("shows 'No Reults found!' when the filters leave nothing", () => {
    const onClearFilters = jest.fn();
    render(<Sorted results={applyFilters(RESULTS, { ...emptyFilters(), airlines: ["XX"] })} onClearFilters={onClearFilters} />);
    expect(screen.getByText("No Reults found!")).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("0 flights");
    fireEvent.click(screen.getByRole("button", { name: "Clear Filters" }));
    expect(onClearFilters).toHaveBeenCalled();
  });

  it("counts, and sorts by price from the Sort by menu", () => {
    render(<Sorted results={many} />);
    expect(screen.getByRole("status").textContent).toBe("25 flights");
    const first = () => screen.getAllByRole("article")[0].getAttribute("aria-label");
    expect(first()).toContain("₹3,000.00");
    fireEvent.change(screen.getByRole("combobox", { name: "Sort by" }), { target: { value: "price-desc" } });
    expect(first()).toContain("₹5,400.00");
    expect(screen.getByRole("button", { name: /Sort by Price/ }).textContent).toContain("▼");
  });
});

describe("ReturnResults", () => {
  const out = [direct, viaHyd];
  const back = [
    makeResult({ price: 3900, resultIndex: "1~B1", legs: [[makeSegment({ from: "BOM", to: "DEL", dep: at("09:00"), airline: "AI", flightNumber: "865" })]] }),
    makeResult({ price: 5200.75, resultIndex: "1~B2", legs: [[makeSegment({ from: "BOM", to: "DEL", dep: at("19:00"), airline: "UK", flightNumber: "944" })]] }),
    makeResult({ price: 2000, resultIndex: "1~S1", fareType: "lccSpecialReturn", legs: [[makeSegment({ from: "BOM", to: "DEL", dep: at("20:00"), airline: "SG", flightNumber: "8169" })]] }),
  ];

  it("selects one flight per direction, totals the pair and books it", () => {
    const onBook = jest.fn();
    render(<ReturnResults outbound={out} inbound={back} onBook={onBook} outboundTitle="Delhi to Mumbai" inboundTitle="Mumbai to Delhi" />);
    const summary = screen.getByRole("region", { name: "Selected flights" });
    // The cheapest normal fares start selected: 4,523.00 + 3,900.00.
    expect(within(summary).getByText("₹8,423.00")).toBeTruthy();

    const returnList = screen.getByRole("region", { name: "Mumbai to Delhi" });
    fireEvent.click(within(returnList).getByRole("button", { name: /^Select Vistara UK 944/ }));
    expect(within(returnList).getByRole("button", { name: /^Select Vistara UK 944/ }).getAttribute("aria-pressed")).toBe("true");
    expect(within(summary).getByText("₹9,723.75")).toBeTruthy();

    fireEvent.click(within(summary).getByRole("button", { name: "Book" }));
    expect(onBook).toHaveBeenCalledWith(direct, back[1]);
  });

  it("flags special return fares in their own section and refuses an unmatched pair", () => {
    const onBook = jest.fn();
    render(<ReturnResults outbound={out} inbound={back} onBook={onBook} />);
    const special = screen.getByRole("region", { name: "Special return fares" });
    expect(within(special).getByText("Special return")).toBeTruthy();
    fireEvent.click(within(special).getByRole("button", { name: /^Select SpiceJet SG 8169/ }));
    expect(screen.getByRole("alert").textContent).toBe(SPECIAL_RETURN_PAIR_MESSAGE);
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Book" }).disabled).toBe(true);
  });
});

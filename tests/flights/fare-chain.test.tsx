/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { ItineraryList } from "@/components/flight/itinerary-list";
import type { TFlightResult } from "@/lib/contracts/flights";
import { localTime, makeResult, makeSegment } from "./flight-fixtures";

const spec = () => ({ price: 4436, legs: [[makeSegment({ from: "DEL", to: "BOM", dep: localTime("2026-12-20", 365), minutes: 130, airline: "6E", flightNumber: "203" })]] });
const row = (result: TFlightResult) => <ItineraryList results={[result]} onSelect={() => undefined} sort={{ key: "price", direction: "asc" }} onSortChange={() => undefined} showEarnings={false} />;

beforeAll(() => {
  // jsdom has no scrolling; the window-virtualised list calls scrollTo.
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

describe("the result row's fare chain (decision 0030)", () => {
  it("shows a network fare's chain in the details: supplier's net, supplier markup, our markup, agent markup", () => {
    const result = { ...makeResult(spec()), source: "Demo Travels", fareChain: { supplierNet: 4200, supplierMarkup: 118, consumerMarkup: 59, agentMarkup: 0 } };
    render(row(result));
    fireEvent.click(screen.getByRole("button", { name: "Flight details" }));
    const chain = screen.getByRole("list", { name: "Fare chain" });
    const rows = within(chain).getAllByRole("listitem").map((li) => li.textContent);
    expect(rows).toEqual(["Supplier's net₹4,200.00", "Supplier markup₹118.00", "Our markup₹59.00", "Agent markup₹0.00"]);
  });

  it("shows no chain for a fare without one (own sources, customers)", () => {
    render(row(makeResult(spec())));
    fireEvent.click(screen.getByRole("button", { name: "Flight details" }));
    expect(screen.getByText(/^Base fare/)).toBeTruthy();
    expect(screen.queryByRole("list", { name: "Fare chain" })).toBeNull();
  });
});

/** @jest-environment jsdom */
// Issue 16, the domestic return's split view on the dense rows: one row per itinerary on each side with
// its fare families, a fare family picked on each side shown in its row and in the sticky footer (the
// pair's total and Book), each side sorted from its own column headers, the agent's earnings and their
// toggle, share ticks on both sides, a click on a row picking it, and a virtualised filter change.
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { RETURN_ROW_ESTIMATE } from "@/components/flight/return-itinerary-list";
import { ReturnResults } from "@/components/flight/return-results";
import type { TFlightResult } from "@/lib/contracts/flights";
import { makeResult, makeSegment } from "./flight-fixtures";

beforeAll(() => {
  window.scrollTo = jest.fn() as unknown as typeof window.scrollTo;
});

const OUT = "2030-05-12";
const BACK = "2030-05-15";
const flight = (date: string, from: string, to: string, airline: string, number: string, dep: string, minutes = 120) => [makeSegment({ from, to, dep: `${date}T${dep}:00`, airline, flightNumber: number, minutes })];
const fare = (r: TFlightResult, fareName: string, earning = 0): TFlightResult => ({ ...r, fareName, fare: { ...r.fare, totalPayableAmt: r.publishedPrice - earning, commissionEarned: earning } });

/** Outbound: IndiGo 6E 201 in Saver and Flexi, Air India at 09:00. Return: Vistara at 18:00, SpiceJet at 07:00 (Saver, Corporate). */
const outbound = () => [
  fare(makeResult({ price: 4000, resultIndex: "1~OS", legs: [flight(OUT, "BOM", "DEL", "6E", "201", "06:00")], isRefundable: false }), "Saver", 100),
  fare(makeResult({ price: 5200, resultIndex: "1~OF", legs: [flight(OUT, "BOM", "DEL", "6E", "201", "06:00")] }), "Flexi", 220),
  fare(makeResult({ price: 4500, resultIndex: "1~OA", legs: [flight(OUT, "BOM", "DEL", "AI", "805", "09:00", 150)] }), "Economy", 150),
];
const inbound = () => [
  fare(makeResult({ price: 3900, resultIndex: "1~IU", legs: [flight(BACK, "DEL", "BOM", "UK", "944", "18:00")] }), "Eco Lite", 90),
  fare(makeResult({ price: 4100, resultIndex: "1~IS", legs: [flight(BACK, "DEL", "BOM", "SG", "8169", "07:00")] }), "Saver", 80),
  fare(makeResult({ price: 6100, resultIndex: "1~IC", legs: [flight(BACK, "DEL", "BOM", "SG", "8169", "07:00")] }), "Corporate", 300),
];

const side = (title: "Outbound" | "Return") => screen.getByRole("region", { name: title });
const rowNames = (title: "Outbound" | "Return") => within(side(title)).getAllByRole("article").map((a) => a.getAttribute("aria-label")!.split(",")[0]);
const footer = () => screen.getByRole("region", { name: "Selected flights" });

describe("the domestic return's split view, dense", () => {
  it("one row per itinerary on each side; a fare family picked on each side shows in its row and the footer, and is booked", () => {
    const onBook = jest.fn();
    render(<ReturnResults outbound={outbound()} inbound={inbound()} onBook={onBook} outboundSubtitle="BOM → DEL · Sun, 12 May" />);
    expect(within(side("Outbound")).getByRole("status").textContent).toBe("2 flights");
    expect(within(side("Return")).getByRole("status").textContent).toBe("2 flights");
    expect(within(side("Outbound")).getByText("BOM → DEL · Sun, 12 May")).toBeTruthy();
    // The cheapest fare of each side starts picked: IndiGo Saver 4,000 + Vistara 3,900.
    expect(within(footer()).getByText("₹7,900.00")).toBeTruthy();
    const indigo = () => within(side("Outbound")).getByRole("article", { name: /^IndiGo 6E 201/ });
    expect(indigo().getAttribute("aria-current")).toBe("true");
    expect(within(indigo()).getByRole("button", { name: /^Select IndiGo 6E 201.*Saver, ₹4,000\.00$/ }).getAttribute("aria-pressed")).toBe("true");
    expect(within(side("Outbound")).getByRole("article", { name: /^Air India/ }).getAttribute("aria-current")).toBeNull();

    // The Flexi family of the same flight, from its opened fare list.
    fireEvent.click(within(indigo()).getByRole("button", { name: "2 fares" }));
    const fares = within(indigo()).getByRole("list", { name: /^Fares of IndiGo 6E 201/ });
    expect(within(fares).getAllByRole("listitem").map((li) => li.textContent)).toEqual([expect.stringMatching(/^Saver.*₹4,000\.00$/), expect.stringMatching(/^Flexi.*₹5,200\.00$/)]);
    fireEvent.click(within(fares).getByRole("button", { name: /Flexi, ₹5,200\.00$/ }));
    expect(within(fares).getByRole("button", { name: /Flexi, ₹5,200\.00$/ }).getAttribute("aria-pressed")).toBe("true");
    expect(within(fares).getByRole("button", { name: /Saver, ₹4,000\.00$/ }).getAttribute("aria-pressed")).toBe("false");
    // Shut, the row names the picked family and its price (not the cheapest).
    fireEvent.click(within(indigo()).getByRole("button", { name: "Hide fares" }));
    expect(indigo().getAttribute("aria-label")).toMatch(/, ₹5,200\.00$/);
    expect(within(indigo()).getByText("Flexi")).toBeTruthy();
    expect(footer().textContent).toContain("IndiGo 6E 201, BOM 06:00 to DEL 08:00 · Flexi · ₹5,200.00");

    // The return: SpiceJet's Corporate fare.
    const spicejet = within(side("Return")).getByRole("article", { name: /^SpiceJet SG 8169/ });
    fireEvent.click(within(spicejet).getByRole("button", { name: "2 fares" }));
    fireEvent.click(within(spicejet).getByRole("button", { name: /Corporate, ₹6,100\.00$/ }));
    expect(within(side("Return")).getByRole("article", { name: /^Vistara/ }).getAttribute("aria-current")).toBeNull();
    expect(within(footer()).getByText("₹11,300.00")).toBeTruthy();
    fireEvent.click(within(footer()).getByRole("button", { name: "Book" }));
    expect(onBook).toHaveBeenCalledWith(expect.objectContaining({ resultIndex: "1~OF" }), expect.objectContaining({ resultIndex: "1~IC" }));
  });

  it("a click on a row's free space picks its cheapest fare", () => {
    render(<ReturnResults outbound={outbound()} inbound={inbound()} onBook={jest.fn()} />);
    const airIndia = within(side("Outbound")).getByRole("article", { name: /^Air India/ });
    fireEvent.click(within(airIndia).getByText("09:00"));
    expect(airIndia.getAttribute("aria-current")).toBe("true");
    expect(within(footer()).getByText("₹8,400.00")).toBeTruthy();
    // The details toggle does not pick.
    const indigo = within(side("Outbound")).getByRole("article", { name: /^IndiGo/ });
    fireEvent.click(within(indigo).getByRole("button", { name: "Details" }));
    expect(indigo.getAttribute("aria-current")).toBeNull();
  });

  it("each side sorts from its own column headers", () => {
    render(<ReturnResults outbound={outbound()} inbound={inbound()} onBook={jest.fn()} />);
    expect(rowNames("Outbound")).toEqual(["IndiGo 6E 201", "Air India AI 805"]);
    expect(rowNames("Return")).toEqual(["Vistara UK 944", "SpiceJet SG 8169"]);
    fireEvent.click(within(side("Return")).getByRole("button", { name: "Sort by Departs" }));
    expect(rowNames("Return")).toEqual(["SpiceJet SG 8169", "Vistara UK 944"]);
    expect(rowNames("Outbound")).toEqual(["IndiGo 6E 201", "Air India AI 805"]);
    // Departure, latest first (a second click turns the order).
    fireEvent.click(within(side("Outbound")).getByRole("button", { name: "Sort by Departs" }));
    fireEvent.click(within(side("Outbound")).getByRole("button", { name: "Sort by Departs" }));
    expect(rowNames("Outbound")).toEqual(["Air India AI 805", "IndiGo 6E 201"]);
    expect(rowNames("Return")).toEqual(["SpiceJet SG 8169", "Vistara UK 944"]);
  });

  it("shows the agent's earning on each side's fares only when asked", () => {
    const view = render(<ReturnResults outbound={outbound()} inbound={inbound()} onBook={jest.fn()} showEarnings />);
    expect(within(side("Outbound")).getAllByTestId("fare-earning").map((e) => e.textContent)).toEqual(["Earn ₹100.00", "Earn ₹150.00"]);
    expect(within(side("Return")).getAllByTestId("fare-earning").map((e) => e.textContent)).toEqual(["Earn ₹90.00", "Earn ₹80.00"]);
    view.rerender(<ReturnResults outbound={outbound()} inbound={inbound()} onBook={jest.fn()} showEarnings={false} />);
    expect(screen.queryAllByTestId("fare-earning")).toHaveLength(0);
  });

  it("an agent ticks fares of both sides to share; the footer carries the share bar above the total", () => {
    const onTogglePick = jest.fn();
    const picked = new Set(["1~IU"]);
    render(<ReturnResults outbound={outbound()} inbound={inbound()} onBook={jest.fn()} picked={picked} onTogglePick={onTogglePick} footer={<div role="region" aria-label="Share fares" />} />);
    fireEvent.click(within(side("Outbound")).getByRole("checkbox", { name: /^Share Air India AI 805/ }));
    expect(onTogglePick).toHaveBeenLastCalledWith(expect.objectContaining({ resultIndex: "1~OA" }));
    expect(within(side("Return")).getByRole<HTMLInputElement>("checkbox", { name: /^Share Vistara UK 944/ }).checked).toBe(true);
    const spicejet = within(side("Return")).getByRole("article", { name: /^SpiceJet/ });
    fireEvent.click(within(spicejet).getByRole("button", { name: "2 fares" }));
    fireEvent.click(within(spicejet).getByRole("checkbox", { name: /Corporate, ₹6,100\.00$/ }));
    expect(onTogglePick).toHaveBeenLastCalledWith(expect.objectContaining({ resultIndex: "1~IC" }));
    // Sharing does not change the pair.
    expect(within(footer()).getByText("₹7,900.00")).toBeTruthy();
    const share = screen.getByRole("region", { name: "Share fares" });
    expect(share.parentElement).toBe(footer().parentElement);
    expect(share.compareDocumentPosition(footer()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("300 itineraries a side render only the rows on screen; a filter change is timed (printed)", () => {
    const many = (date: string, from: string, to: string, offset: number) =>
      Array.from({ length: 300 }, (_, i) =>
        fare(makeResult({ price: 3000 + i * 11 + offset, legs: [flight(date, from, to, i % 2 ? "6E" : "AI", String(1000 + i), `${String(i % 24).padStart(2, "0")}:${String(i % 60).padStart(2, "0")}`)], isRefundable: i % 3 !== 0 }), "Saver", 50),
      );
    const out = many(OUT, "BOM", "DEL", 0);
    const back = many(BACK, "DEL", "BOM", 5);
    const onBook = jest.fn();
    const view = render(<ReturnResults outbound={out} inbound={back} onBook={onBook} showEarnings />);
    expect(within(side("Outbound")).getByRole("status").textContent).toBe("300 flights");
    expect(within(side("Outbound")).getAllByRole("article").length).toBeLessThan(40);
    expect(within(side("Return")).getAllByRole("article").length).toBeLessThan(40);
    // One scroll, no pages: the list is as tall as its 300 rows (unmeasured in jsdom: the estimate each).
    expect(within(side("Outbound")).getByRole("list", { name: "Outbound flights" }).style.height).toBe(`${300 * RETURN_ROW_ESTIMATE}px`);
    expect(screen.queryByRole("navigation", { name: "Pagination" })).toBeNull();
    const refundable = [out.filter((r) => r.isRefundable), back.filter((r) => r.isRefundable)];
    const timings: number[] = [];
    for (let run = 0; run < 5; run++) {
      const [o, b] = run % 2 === 0 ? refundable : [out, back];
      const start = performance.now();
      act(() => view.rerender(<ReturnResults outbound={o} inbound={b} onBook={onBook} showEarnings />));
      timings.push(performance.now() - start);
    }
    expect(within(side("Return")).getByRole("status").textContent).toBe("200 flights");
    expect(within(side("Return")).getAllByRole("article").length).toBeLessThan(40);
    timings.sort((a, b) => a - b);
    console.log(`split view filter change over 2 x 300 results (jsdom): median ${timings[2].toFixed(1)} ms, runs ${timings.map((t) => t.toFixed(1)).join(", ")} ms`);
    expect(timings[2]).toBeLessThan(1500);
  });
});

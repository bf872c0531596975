/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from "@testing-library/react";
import { SaleSummary } from "@/components/flight/sale-summary";
import { BookingFareSummary } from "@/components/flight-booking/booking-fare-summary";

/** An LCC fare as getBookingDetails answers it for an agent, with 5,050 of baggage and 450 of meals. */
const bookingFare = {
  currency: "INR", baseFare: 3500, tax: 700, otherCharges: 92.75, publishedFare: 4292.75, totalFare: 4292.75, markup: 0, gstOnMarkup: 0, discount: 0, txnFee: 0,
  baggageMealCharges: 5500, userMergeTxnFeeTaxes: 0, totalPayable: 9792.75, roundedTotalFare: 9793, offeredFare: 4292.75, commissionEarned: 0, tdsOnCommission: 0, totalPayableAmt: 9792.75,
};

const amount = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));

/** The Summary's lines (label, amount) before Total, and the Total. */
function readSummary() {
  const summary = screen.getByRole("region", { name: "Summary" });
  const rows = within(summary)
    .getAllByRole("term")
    .map((dt) => [dt.textContent ?? "", amount(dt.nextElementSibling?.textContent ?? "")] as const);
  const total = rows.find(([label]) => label === "Total")![1];
  const lines = rows.slice(0, rows.findIndex(([label]) => label === "Total"));
  return { lines, total, rows };
}

describe("the Summary of a sale with extras", () => {
  it("shows lines that add up to the Total, extras included, and a Net payable equal to it", () => {
    render(<SaleSummary fare={bookingFare} userType="travelAgent" />);
    const { lines, total } = readSummary();
    expect(lines.map(([label]) => label)).toContain("Extra baggage and meals");
    expect(Math.round(lines.reduce((s, [, v]) => s + v * 100, 0))).toBe(Math.round(total * 100));
    expect(total).toBe(9792.75);
    fireEvent.click(screen.getByRole("button", { name: "Show Details" }));
    expect(readSummary().rows.find(([label]) => label === "Net payable")![1]).toBe(9792.75);
  });

  it("on the passenger form, adds the chosen extras to the Summary's Total and the Total payable alike", () => {
    const quoted = { ...bookingFare, baggageMealCharges: 0, totalPayable: 4292.75, roundedTotalFare: 4293, totalPayableAmt: 4292.75 };
    render(<BookingFareSummary fare={quoted} userType="travelAgent" extrasAmount={5500} />);
    const { lines, total } = readSummary();
    expect(total).toBe(9792.75);
    expect(Math.round(lines.reduce((s, [, v]) => s + v * 100, 0))).toBe(Math.round(total * 100));
    expect(amount(screen.getByTestId("total-payable").textContent ?? "")).toBe(9792.75);
    fireEvent.click(screen.getByRole("button", { name: "Show Details" }));
    expect(readSummary().rows.find(([label]) => label === "Net payable")![1]).toBe(9792.75);
  });
});

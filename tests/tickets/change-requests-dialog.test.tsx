/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { ChangeRequestDialog } from "@/components/tickets/change-request-dialog";
import { passengerOptions } from "@/components/tickets/change-request-model";
import type { TBookingView } from "@/lib/contracts/bookings";

const seg = (from: string, to: string) => ({ originAirportCode: from, destinationAirportCode: to });
const pax = (firstName: string, ticketId: string) => ({ title: "Mr", firstName, lastName: "Rao", ticket: { ticketId, ticketNumber: `312${ticketId}`, validatingAirline: "6E" } });
const BOOKING = { bookingId: 41, pnr: "ABC123", segments: [[seg("DEL", "HYD"), seg("HYD", "BOM")]], passenger: [pax("Asha", "7001"), pax("Ravi", "7002")] } as unknown as TBookingView;
const AGREEMENT = "I have reviewed and agreed on the cancellation policy and fare rules offered for this booking.";

function setup() {
  const onSubmitted = jest.fn();
  render(<ChangeRequestDialog booking={BOOKING} open onOpenChange={jest.fn()} onSubmitted={onSubmitted} />);
  const group = (name: string) => screen.queryByRole("group", { name });
  const boxes = (name: string) => within(group(name)!).getAllByRole("checkbox") as HTMLInputElement[];
  const chooseType = (label: string) => fireEvent.change(screen.getByLabelText(/Request type/), { target: { value: String(["Refund", "Partial Refund", "Change Itinerary / Reissue"].indexOf(label) + 1) } });
  return { onSubmitted, group, boxes, chooseType, send: () => screen.getByRole("button", { name: "Send" }) as HTMLButtonElement };
}

type Sent = { url: string; body: unknown };
/** The browser's fetch, answering each endpoint's success envelope; records what was sent. */
function fakeFetch(sent: Sent[]) {
  const mock = jest.fn(async (url: string, init?: { body?: string }) => {
    sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const data = String(url).endsWith("/getCC")
      ? {
          cancellationCharge: 1234.5,
          refundAmount: 4000,
          currency: "INR",
          remarks: "Cancellation fee by the fare rules: INR 4,000 per passenger per sector 0-3 days before departure, INR 3,500 4 days and more, or the airfare if lower.",
          extras: { amount: 950, refundAmount: 0, note: "Extra baggage and meals (₹950.00) are not refunded." },
        }
      : { message: "Change request sent successfully" };
    const text = JSON.stringify({ success: true, data });
    return { ok: true, status: 200, text: async () => text, json: async () => JSON.parse(text) };
  });
  global.fetch = mock as unknown as typeof fetch;
  return mock;
}

describe("ChangeRequestDialog: the pickers per request type", () => {
  it("Refund selects every sector and passenger and locks both pickers", () => {
    const { boxes, chooseType } = setup();
    chooseType("Refund");
    for (const name of ["Sectors", "Passengers"]) {
      expect(boxes(name).every((b) => b.checked)).toBe(true);
      expect(boxes(name).every((b) => b.matches(":disabled"))).toBe(true);
    }
  });

  it("Change Itinerary hides the sector picker; passengers are chosen by hand", () => {
    const { group, boxes, chooseType } = setup();
    chooseType("Change Itinerary / Reissue");
    expect(group("Sectors")).toBeNull();
    expect(boxes("Passengers").some((b) => b.checked)).toBe(false);
    expect(boxes("Passengers").some((b) => b.matches(":disabled"))).toBe(false);
  });

  it("Partial Refund starts with nothing chosen and both pickers open (after a Refund was picked)", () => {
    const { boxes, chooseType } = setup();
    chooseType("Refund");
    chooseType("Partial Refund");
    for (const name of ["Sectors", "Passengers"]) {
      expect(boxes(name).some((b) => b.checked)).toBe(false);
      expect(boxes(name).some((b) => b.matches(":disabled"))).toBe(false);
    }
    // Select All appears (two options) and picks both.
    fireEvent.click(within(screen.getByRole("group", { name: "Sectors" })).getByLabelText("Select All"));
    expect(boxes("Sectors").every((b) => b.checked)).toBe(true);
  });
});

describe("ChangeRequestDialog: a partially refunded booking", () => {
  it("offers only the passengers with something left to fly", () => {
    const refunded = (sectors: string[]) => ({ refunds: [{ changeRequestId: 1, sectors, refundedAmount: 100, cancellationCharge: 50, completedAt: "2026-11-24T00:00:00Z" }] });
    const booking = {
      ...BOOKING,
      passenger: [
        { ...BOOKING.passenger[0], ticket: { ...BOOKING.passenger[0].ticket!, ...refunded(["HYD-BOM"]) } },
        { ...BOOKING.passenger[1], ticket: { ...BOOKING.passenger[1].ticket!, ...refunded(["DEL-HYD", "HYD-BOM"]) } },
      ],
    } as unknown as TBookingView;
    expect(passengerOptions(booking).map((o) => o.value)).toEqual(["7001"]);
  });
});

describe("ChangeRequestDialog: sending", () => {
  it("keeps Send disabled until the agreement is ticked, then asks for every required field", () => {
    const fetchSpy = fakeFetch([]);
    const { send } = setup();
    expect(send().disabled).toBe(true);
    fireEvent.click(screen.getByLabelText(AGREEMENT));
    expect(send().disabled).toBe(false);
    fireEvent.click(send());
    expect(screen.getAllByText("This is required field.")).toHaveLength(4);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the charges first, then Accept sends the request (flight cancelled -> CancellationType 2)", async () => {
    const bodies: Sent[] = [];
    fakeFetch(bodies);
    const { chooseType, boxes, send, onSubmitted } = setup();
    chooseType("Partial Refund");
    fireEvent.click(boxes("Sectors")[1]);
    fireEvent.click(boxes("Passengers")[2]);
    fireEvent.click(screen.getByLabelText("The airline cancelled this flight"));
    fireEvent.change(screen.getByLabelText(/Remarks/), { target: { value: "Flight cancelled" } });
    fireEvent.click(screen.getByLabelText(AGREEMENT));
    fireEvent.click(send());
    expect(await screen.findByText("₹1,234.50")).toBeTruthy();
    // The preview is asked for the CancellationType chosen, and says what happens to the extras and which rule applied.
    expect(bodies[0]).toEqual({ url: "/api/getCC", body: { BookingId: 41, RequestType: 2, Sectors: [{ Origin: "DEL", Destination: "HYD" }], TicketId: ["7002"], CancellationType: 2 } });
    expect(screen.getByTestId("cr-extras").textContent).toBe("Extra baggage and meals: ₹950.00, not refunded");
    expect(screen.getByText(/INR 3,500 4 days and more/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Accept" }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies[1]).toEqual({ url: "/api/changeRequest", body: { BookingId: 41, RequestType: 2, CancellationType: 2, Sectors: [{ Origin: "DEL", Destination: "HYD" }], TicketId: ["7002"], Remarks: "Flight cancelled" } });
  });
});

/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SiteTimeZoneProvider } from "@/components/layout/site-time-zone";
import { BookingCard } from "@/components/tickets/queue/booking-card";
import type { TTicketCard } from "@/lib/contracts/tickets";

jest.mock("next/navigation", () => ({ useRouter: () => ({ push: jest.fn(), replace: jest.fn(), back: jest.fn() }) }));

const card: TTicketCard = {
  bookingId: 7, bookingDate: "2026-11-23T20:30:00.000Z", travelDate: "2026-12-05", price: 5000, refundedAmount: 0, currency: "INR", pnr: "LATE01", airlineCode: "6E", airlineName: "IndiGo",
  sectors: ["BOM-DEL"], isDomestic: true, status: "Ticketed", statusId: 3, changeRequestStatusText: null, creator: { id: 3, name: "Asha Agent", email: null }, passengers: [], eTicketSlug: null,
};

function show(timeZone: string) {
  const noop = () => undefined;
  render(
    <SiteTimeZoneProvider timeZone={timeZone}>
      <BookingCard card={card} isSelected={false} onSelect={noop} onFlightInformation={noop} onChangeRequest={noop} onRefreshStatus={noop} />
    </SiteTimeZoneProvider>,
  );
  const dd = (term: string) => screen.getByText(term).nextElementSibling?.textContent;
  return { bookingDate: dd("Booking date"), travelDate: dd("Travel date"), createdBy: dd("Created by") };
}

describe("the booking card shows the site's day", () => {
  it("a booking at 20:30 UTC is on the next day on an India site, the same day on a UTC site; the travel date never moves", () => {
    expect(show("Asia/Kolkata")).toEqual({ bookingDate: "24 Nov 2026", travelDate: "05 Dec 2026", createdBy: "Asha Agent" });
  });
  it("on a UTC site", () => {
    expect(show("UTC")).toMatchObject({ bookingDate: "23 Nov 2026", travelDate: "05 Dec 2026" });
  });
});

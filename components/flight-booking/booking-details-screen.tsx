"use client";

import { BookingLoadState } from "./booking-load-state";
import { BookingCard } from "./booking-card";
import { BookingExtrasList } from "./booking-extras-list";
import { bookingRoutes } from "./booking-routes";
import { LinkButton } from "./link-button";
import { useBookingDetails } from "./use-booking-queries";

export type BookingDetailsScreenProps = { searchId: string; bookingId: number; showReturn: boolean };

/**
 * Booking details (path carries searchId): the booked leg with its PNR, ticket numbers and flights;
 * with showReturn and a return leg still to book, "Continue to return flight" opens the passenger
 * details of the inbound leg, prefilled from this booking.
 */
export function BookingDetailsScreen({ searchId, bookingId, showReturn }: BookingDetailsScreenProps) {
  const booking = useBookingDetails(bookingId);
  if (booking.isPending || booking.isError) return <BookingLoadState query={booking} label="Loading the booking..." />;
  const data = booking.data;
  const returnLeg = data.returnLeg;
  const isReturnPending = showReturn && data.legIndex === 0 && returnLeg !== null && (returnLeg.bookingId === null || returnLeg.status === "draft");
  const isOutboundDone = data.status === "ticketed" || data.status === "held";

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Booking details</h1>
      {isReturnPending ? (
        <section aria-label="Return flight" className="flex flex-col gap-3 rounded-lg border border-brand/40 bg-white p-4 shadow-sm min-[601px]:flex-row min-[601px]:items-center min-[601px]:justify-between">
          <p className="text-sm text-slate-700">
            {isOutboundDone ? "Your outbound flight is booked." : "Your outbound flight is being processed."} Book the return flight now to complete your trip.
          </p>
          <LinkButton href={bookingRoutes.passengerDetails(searchId, data.orderId, true, data.bookingId)}>Continue to return flight</LinkButton>
        </section>
      ) : null}
      <BookingCard booking={data} title={data.legIndex === 1 ? "Return flight" : data.returnLeg ? "Outbound flight" : "Your booking"} />
      <BookingExtrasList booking={data} />
      <div className="flex flex-wrap gap-2">
        <LinkButton variant="secondary" href={bookingRoutes.ticketQueue(data.bookingId)}>
          Air Ticket Queue
        </LinkButton>
        <LinkButton variant="secondary" href={bookingRoutes.search()}>
          Book a Flight
        </LinkButton>
      </div>
    </div>
  );
}

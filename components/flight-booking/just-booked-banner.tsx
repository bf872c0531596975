"use client";

import { BookingLoadState } from "./booking-load-state";
import { BookingCard } from "./booking-card";
import { bookingRoutes } from "./booking-routes";
import { LinkButton } from "./link-button";
import { useBookingDetails } from "./use-booking-queries";

function JustBooked({ bookingId }: { bookingId: number }) {
  const booking = useBookingDetails(bookingId);
  // A domestic return: the order's other leg, booked before this one.
  const otherId = booking.data?.returnLeg?.bookingId ?? undefined;
  const other = useBookingDetails(otherId !== bookingId ? otherId : undefined);
  if (booking.isPending || booking.isError) return <BookingLoadState query={booking} label="Loading the ticket..." />;
  const legs = [booking.data, ...(other.data ? [other.data] : [])].sort((a, b) => a.legIndex - b.legIndex);
  return (
    <section aria-label="Your booking" className="space-y-3">
      {legs.map((leg) => (
        <BookingCard
          key={leg.bookingId}
          booking={leg}
          title={`PNR ${leg.pnr ?? "pending"}${legs.length > 1 ? (leg.legIndex === 0 ? " · Outbound" : " · Return") : ""}`}
          actions={
            <LinkButton variant="secondary" href={bookingRoutes.bookingDetails(leg.searchId, leg.bookingId)}>
              Flight Information
            </LinkButton>
          }
        />
      ))}
    </section>
  );
}

/**
 * Where a paid booking lands (spec 000 section 4, step 6): the booking just made (both legs of a
 * domestic return), shown above the air ticket queue.
 */
export function JustBookedBanner({ bookingId }: { bookingId: number }) {
  return (
    <div className="space-y-3">
      <h2 className="text-lg font-semibold text-slate-900">Booking confirmed</h2>
      <JustBooked bookingId={bookingId} />
    </div>
  );
}

"use client";

import clsx from "clsx";
import { formatMoney } from "@/lib/money";
import { BookingLoadState } from "./booking-load-state";
import { BookingCard } from "./booking-card";
import { bookingRoutes } from "./booking-routes";
import { bookingStatusLabel } from "./booking-status-badge";
import { LinkButton } from "./link-button";
import { useBookingDetails } from "./use-booking-queries";

/**
 * Booking review (reached on HTTP 402): the booking's state, why it needs attention, what happened to
 * the money, and the way on (pay a draft, continue a pending return leg, the ticket queue).
 */
export function BookingReviewScreen({ bookingId }: { bookingId: number }) {
  const booking = useBookingDetails(bookingId);
  if (booking.isPending || booking.isError) return <BookingLoadState query={booking} label="Loading the booking..." />;
  const data = booking.data;
  const { amount, currency, paymentMethod, paymentStatus } = data.transactionDetails;
  const isDraft = data.status === "draft";
  const isSettled = (data.status === "ticketed" || data.status === "held") && !data.attentionReason;
  const isReturnPending = data.legIndex === 0 && data.returnLeg !== null && (data.returnLeg.bookingId === null || data.returnLeg.status === "draft") && !isDraft;

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold">Booking review</h1>
      <section
        aria-label="Booking state"
        className={clsx("space-y-2 rounded-lg border p-4", isSettled ? "border-green-200 bg-green-50 text-green-950" : "border-amber-200 bg-amber-50 text-amber-950")}
      >
        <p className="text-base font-semibold">Status: {bookingStatusLabel(data.status, data.statusId)}</p>
        {data.attentionReason ? (
          <p role="alert" data-testid="attention-reason">
            {data.attentionReason}
          </p>
        ) : null}
        <p className="text-sm">
          Amount {formatMoney(amount, currency)}
          {paymentMethod ? ` · paid by ${paymentMethod}` : ""}
          {paymentStatus ? ` · payment ${paymentStatus}` : ""}
        </p>
      </section>
      <div className="flex flex-wrap gap-2">
        {isDraft ? <LinkButton href={bookingRoutes.payments(data.orderId, data.legIndex === 1, data.bookingId)}>Go to payment</LinkButton> : null}
        {isReturnPending ? <LinkButton href={bookingRoutes.bookingDetails(data.searchId, data.bookingId, true)}>Continue to return flight</LinkButton> : null}
        <LinkButton variant="secondary" href={bookingRoutes.ticketQueue(data.bookingId)}>
          Air Ticket Queue
        </LinkButton>
      </div>
      <BookingCard booking={data} />
    </div>
  );
}

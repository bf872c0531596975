"use client";

import { useRouter } from "next/navigation";
import { useEffect, useSyncExternalStore } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { readLastBookingId } from "./booking-storage";
import { bookingRoutes } from "./booking-routes";
import { LinkButton } from "./link-button";

const subscribe = () => () => undefined;

/** /app/flight/bookingReview without an id (where the API client sends an HTTP 402): the booking this tab was paying for. */
export function BookingReviewRedirect() {
  const router = useRouter();
  // null: nothing stored in this tab; undefined: not read yet (server render).
  const id = useSyncExternalStore(subscribe, readLastBookingId, () => undefined);
  useEffect(() => {
    if (id) router.replace(bookingRoutes.bookingReview(id));
  }, [id, router]);
  if (id !== null) return <LoadingOverlay show label="Opening the booking..." />;
  return (
    <div className="space-y-3">
      <h1 className="text-xl font-semibold">Booking review</h1>
      <p>Your booking needs a review. Find it in the ticket queue.</p>
      <LinkButton href={bookingRoutes.ticketQueue()}>Air Ticket Queue</LinkButton>
    </div>
  );
}

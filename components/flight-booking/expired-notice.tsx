import { bookingRoutes } from "./booking-routes";
import { LinkButton } from "./link-button";

/**
 * A state conflict (HTTP 409): the order's 15 minutes have passed, or the leg is already being
 * booked or booked. The message, the way back to search and, when known, the booking itself.
 */
export function ExpiredNotice({ message, bookingId }: { message: string; bookingId?: number }) {
  return (
    <div role="alert" className="space-y-3 rounded-lg border border-amber-200 bg-amber-50 p-4 text-amber-900">
      <p className="font-medium">{message}</p>
      <div className="flex flex-wrap gap-2">
        <LinkButton href={bookingRoutes.search()}>Search flights again</LinkButton>
        {bookingId !== undefined ? (
          <LinkButton variant="secondary" href={bookingRoutes.bookingReview(bookingId)}>
            View the booking
          </LinkButton>
        ) : null}
      </div>
    </div>
  );
}

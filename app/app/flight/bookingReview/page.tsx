import { BookingReviewRedirect } from "@/components/flight-booking/booking-review-redirect";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Booking review" };

/** Where the API client sends an HTTP 402: opens the review of the booking this tab was paying for. */
export default async function Page() {
  await requirePageUser();
  return <BookingReviewRedirect />;
}

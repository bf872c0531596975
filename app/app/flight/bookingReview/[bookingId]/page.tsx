import { notFound } from "next/navigation";
import { BookingReviewScreen } from "@/components/flight-booking/booking-review-screen";
import { toBookingId } from "@/components/flight-booking/booking-routes";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Booking review" };

export default async function Page(props: PageProps<"/app/flight/bookingReview/[bookingId]">) {
  await requirePageUser();
  const bookingId = toBookingId((await props.params).bookingId);
  if (!bookingId) notFound();
  return <BookingReviewScreen key={bookingId} bookingId={bookingId} />;
}

import { notFound } from "next/navigation";
import { BookingDetailsScreen } from "@/components/flight-booking/booking-details-screen";
import { isFlagSet, toBookingId } from "@/components/flight-booking/booking-routes";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Booking details" };

export default async function Page(props: PageProps<"/app/flight/bookingDetails/[searchId]">) {
  await requirePageUser();
  const { searchId } = await props.params;
  const q = await props.searchParams;
  const bookingId = toBookingId(q.bookingId);
  if (!bookingId) notFound();
  return <BookingDetailsScreen key={bookingId} searchId={searchId} bookingId={bookingId} showReturn={isFlagSet(q.showReturn)} />;
}

import { notFound } from "next/navigation";
import { isFlagSet, toBookingId } from "@/components/flight-booking/booking-routes";
import { PassengerDetailsScreen } from "@/components/flight-booking/passenger-details-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Passenger details" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function Page(props: PageProps<"/app/flight/passengerDetails/[searchId]">) {
  const { principal } = await requirePagePermission("flights.booking.book");
  const { searchId } = await props.params;
  const q = await props.searchParams;
  const orderId = typeof q.orderId === "string" ? q.orderId : "";
  if (!UUID.test(searchId) || !UUID.test(orderId)) notFound();
  return (
    <PassengerDetailsScreen
      key={`${orderId}-${q.isReturn ?? ""}`}
      searchId={searchId}
      orderId={orderId}
      isReturn={isFlagSet(q.isReturn)}
      fromBookingId={toBookingId(q.fromBookingId)}
      userType={principal.userType}
    />
  );
}

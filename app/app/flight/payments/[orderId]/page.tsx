import { notFound } from "next/navigation";
import { isFlagSet, toBookingId } from "@/components/flight-booking/booking-routes";
import { PaymentScreen } from "@/components/flight-booking/payment-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Payment" };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const text = (v: string | string[] | undefined) => (typeof v === "string" && v.length <= 500 ? v : undefined);

export default async function Page(props: PageProps<"/app/flight/payments/[orderId]">) {
  await requirePagePermission("flights.booking.book");
  const { orderId } = await props.params;
  if (!UUID.test(orderId)) notFound();
  const q = await props.searchParams;
  return (
    <PaymentScreen
      orderId={orderId}
      isReturn={isFlagSet(q.isReturn)}
      bookingId={toBookingId(q.bookingId)}
      gatewayReturn={{
        razorpay_order_id: text(q.razorpay_order_id),
        razorpay_payment_id: text(q.razorpay_payment_id),
        razorpay_signature: text(q.razorpay_signature),
        payment_error: text(q.payment_error),
      }}
    />
  );
}

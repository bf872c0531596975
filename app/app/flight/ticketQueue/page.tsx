import { toBookingId } from "@/components/flight-booking/booking-routes";
import { JustBookedBanner } from "@/components/flight-booking/just-booked-banner";
import { TicketQueueScreen } from "@/components/tickets/queue/ticket-queue-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Air Ticket Queue" };

/** Air Ticket Queue; after a payment (?bookingId) the booking just made is shown above the queue. */
export default async function Page(props: PageProps<"/app/flight/ticketQueue">) {
  const { principal } = await requirePagePermission("tickets.queue.view");
  const bookingId = toBookingId((await props.searchParams).bookingId);
  const canDownloadExcel = await hasPermission(principal, "tickets.queue.downloadExcel");
  const canPickCreator = principal.userType === "staff" && (await hasPermission(principal, "tickets.queue.viewAllCustomers"));
  return (
    <div className="space-y-6">
      {bookingId !== undefined ? <JustBookedBanner key={bookingId} bookingId={bookingId} /> : null}
      <TicketQueueScreen queue="tickets" isStaff={principal.userType === "staff"} canDownloadExcel={canDownloadExcel} canPickCreator={canPickCreator} canEmailETickets={await hasPermission(principal, "tickets.eTicket.email")} />
    </div>
  );
}

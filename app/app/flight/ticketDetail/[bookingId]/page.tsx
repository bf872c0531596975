import { notFound } from "next/navigation";
import { TicketDetailScreen } from "@/components/tickets/queue/ticket-detail-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Ticket detail" };

export default async function Page(props: PageProps<"/app/flight/ticketDetail/[bookingId]">) {
  const { principal } = await requirePagePermission("tickets.queue.view");
  const { bookingId } = await props.params;
  const id = Number(bookingId);
  if (!Number.isSafeInteger(id) || id <= 0) notFound();
  return <TicketDetailScreen bookingId={id} userType={principal.userType} />;
}

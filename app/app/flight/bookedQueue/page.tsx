import { TicketQueueScreen } from "@/components/tickets/queue/ticket-queue-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Booked Queue" };

export default async function Page() {
  const { principal } = await requirePagePermission("tickets.queue.view");
  return <TicketQueueScreen queue="booked" isStaff={principal.userType === "staff"} canDownloadExcel={false} />;
}

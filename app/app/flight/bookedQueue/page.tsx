import { TicketQueueScreen } from "@/components/tickets/queue/ticket-queue-screen";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Booked Queue" };

export default async function Page() {
  const { principal } = await requirePagePermission("tickets.queue.view");
  const canPickCreator = principal.userType === "staff" && (await hasPermission(principal, "tickets.queue.viewAllCustomers"));
  return <TicketQueueScreen queue="booked" isStaff={principal.userType === "staff"} canDownloadExcel={false} canPickCreator={canPickCreator} />;
}

import { TicketQueueScreen } from "@/components/tickets/queue/ticket-queue-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Change Requests" };

export default async function Page() {
  const { principal } = await requirePagePermission("tickets.changeRequests.view");
  const canDownloadExcel = await hasPermission(principal, "tickets.queue.downloadExcel");
  const canPickCreator = principal.userType === "staff" && (await hasPermission(principal, "tickets.queue.viewAllCustomers"));
  return <TicketQueueScreen queue="changeRequests" isStaff={principal.userType === "staff"} canDownloadExcel={canDownloadExcel} canPickCreator={canPickCreator} canEmailETickets={await hasPermission(principal, "tickets.eTicket.email")} />;
}

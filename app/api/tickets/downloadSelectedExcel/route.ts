import { downloadSelectedTicketsExcelEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { exportSelectedTickets } from "@/server/tickets/queue/export-ticket-queue";

export const POST = route(downloadSelectedTicketsExcelEndpoint, (ctx, input) => exportSelectedTickets(ctx, input));

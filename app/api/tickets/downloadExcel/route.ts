import { downloadTicketQueueExcelEndpoint } from "@/lib/contracts/tickets";
import { route } from "@/server/http/route";
import { exportTicketQueue } from "@/server/tickets/queue/export-ticket-queue";

export const POST = route(downloadTicketQueueExcelEndpoint, (ctx, input) => exportTicketQueue(ctx, input));

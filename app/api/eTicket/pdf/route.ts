import { getETicketPdfEndpoint } from "@/lib/contracts/eticket";
import { route } from "@/server/http/route";
import { getETicketPdf } from "@/server/tickets/eticket/get-eticket-pdf";

export const GET = route(getETicketPdfEndpoint, (ctx, input) => getETicketPdf(ctx, input));

import { getQuotationPdfEndpoint } from "@/lib/contracts/dmc-quotes";
import { getQuotationPdf } from "@/server/dmc-quotes/quotation-document";
import { route } from "@/server/http/route";

export const GET = route(getQuotationPdfEndpoint, (ctx, input) => getQuotationPdf(ctx.db, input.id, input.priceBreakup));

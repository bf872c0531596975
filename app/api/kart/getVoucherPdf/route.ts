import { getVoucherPdfEndpoint } from "@/lib/contracts/dmc-quotes";
import { getVoucherPdf } from "@/server/dmc-quotes/voucher-document";
import { route } from "@/server/http/route";

export const GET = route(getVoucherPdfEndpoint, (ctx, input) => getVoucherPdf(ctx.db, input.id));

import { createQuotationPaymentLinkEndpoint } from "@/lib/contracts/product-payments";
import { route } from "@/server/http/route";
import { createQuotationPaymentLink } from "@/server/product-payments/quotation-payment";

export const POST = route(createQuotationPaymentLinkEndpoint, (ctx, input) => createQuotationPaymentLink(ctx, input));

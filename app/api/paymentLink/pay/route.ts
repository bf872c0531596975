import { payPaymentLinkEndpoint } from "@/lib/contracts/product-payments";
import { route } from "@/server/http/route";
import { payPaymentLink } from "@/server/product-payments/pay-payment-link";

export const POST = route(payPaymentLinkEndpoint, (ctx, input) => payPaymentLink(ctx, input));

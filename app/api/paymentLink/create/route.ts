import { createPaymentLinkEndpoint } from "@/lib/contracts/product-payments";
import { route } from "@/server/http/route";
import { createPaymentLink } from "@/server/product-payments/payment-links";

export const POST = route(createPaymentLinkEndpoint, (ctx, input) => createPaymentLink(ctx, input));

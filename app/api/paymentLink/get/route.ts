import { getPaymentLinkEndpoint } from "@/lib/contracts/product-payments";
import { route } from "@/server/http/route";
import { getPaymentLink } from "@/server/product-payments/payment-links";

export const POST = route(getPaymentLinkEndpoint, (ctx, input) => getPaymentLink(ctx.db, input.token));

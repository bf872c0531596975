import { listPaymentLinksEndpoint } from "@/lib/contracts/product-payments-staff";
import { route } from "@/server/http/route";
import { listPaymentLinks } from "@/server/product-payments/staff-product-payments";

export const POST = route(listPaymentLinksEndpoint, (ctx, input) => listPaymentLinks(ctx.db, input));

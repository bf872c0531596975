import { listProductPaymentsEndpoint } from "@/lib/contracts/product-payments-staff";
import { route } from "@/server/http/route";
import { listProductPayments } from "@/server/product-payments/staff-product-payments";

export const POST = route(listProductPaymentsEndpoint, (ctx, input) => listProductPayments(ctx.db, input));

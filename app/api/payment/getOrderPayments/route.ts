import { getOrderPaymentsEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { getOrderPayments } from "@/server/payments/get-order-payments";

export const POST = route(getOrderPaymentsEndpoint, (ctx, input) => getOrderPayments(ctx, input));

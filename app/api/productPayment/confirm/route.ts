import { confirmProductPaymentEndpoint } from "@/lib/contracts/product-payments";
import { route } from "@/server/http/route";
import { confirmProductPayment } from "@/server/product-payments/confirm-product-payment";

export const POST = route(confirmProductPaymentEndpoint, (ctx, input) => confirmProductPayment(ctx, input));

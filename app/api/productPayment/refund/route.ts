import { refundProductPaymentEndpoint } from "@/lib/contracts/product-payments-staff";
import { route } from "@/server/http/route";
import { refundProductPaymentByStaff } from "@/server/product-payments/staff-product-payments";

export const POST = route(refundProductPaymentEndpoint, (ctx, input) => refundProductPaymentByStaff(ctx, input));

import { phonePeVerifyPaymentEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { verifyPhonePePayment } from "@/server/payments/verify-phonepe-payment";

export const POST = route(phonePeVerifyPaymentEndpoint, (ctx, input) => verifyPhonePePayment(ctx, input));

import { razorpayWebhookEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { handleRazorpayWebhook } from "@/server/payments/handle-razorpay-webhook";

export const POST = route(razorpayWebhookEndpoint, (ctx, input) => handleRazorpayWebhook(ctx, input));

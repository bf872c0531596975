import { getRazorpayDetailsToUserEndpoint } from "@/lib/contracts/payments";
import { route } from "@/server/http/route";
import { getRazorpayDetailsToUser } from "@/server/payments/get-razorpay-details-to-user";

export const POST = route(getRazorpayDetailsToUserEndpoint, (ctx, input) => getRazorpayDetailsToUser(ctx, input));

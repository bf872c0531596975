import { sendVouchersEndpoint } from "@/lib/contracts/dmc-quotes";
import { sendVouchers } from "@/server/dmc-quotes/send-vouchers";
import { route } from "@/server/http/route";

export const POST = route(sendVouchersEndpoint, (ctx, input) => sendVouchers(ctx, input));

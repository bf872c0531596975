import { redeemVoucherEndpoint } from "@/lib/contracts/dmc-vouchers";
import { redeemVoucher } from "@/server/dmc-quotes/redeem-voucher";
import { route } from "@/server/http/route";

export const POST = route(redeemVoucherEndpoint, (ctx, input) => redeemVoucher(ctx, input));

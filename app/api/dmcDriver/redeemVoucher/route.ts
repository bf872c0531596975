import { redeemVoucherByDriverEndpoint } from "@/lib/contracts/dmc-vouchers";
import { redeemVoucherByDriver } from "@/server/dmc-quotes/redeem-voucher";
import { route } from "@/server/http/route";

export const POST = route(redeemVoucherByDriverEndpoint, (ctx, input) => redeemVoucherByDriver(ctx, ctx.driver, input));

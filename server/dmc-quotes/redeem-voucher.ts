import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { dmcVoucherRedemptions } from "@/db/schema/dmc-vouchers";
import { VoucherQrMessages } from "@/lib/contracts/dmc-vouchers";
import { formatSiteDateTime } from "@/lib/dates";
import type { RequestContext, UserContext } from "@/server/http/context";
import type { DriverAccess } from "@/server/dmc-transfers/driver-access";
import { AppError } from "@/server/http/errors";
import { findVoucherByToken } from "./voucher-tokens";

type Redeemer = { name: string; userId: number | null; driverId: number | null };

/**
 * Marks the voucher a QR token opens redeemed, once (decision 0058). The insert is the check: the
 * redemptions' primary key is the voucher, so of two scans racing one wins and the other reads the
 * winner. A second redeem is 409 with when and by whom; a cancelled voucher is 409.
 */
async function redeem(ctx: RequestContext, token: string, by: Redeemer, mayRedeem?: (kartId: number) => Promise<void>) {
  const found = await findVoucherByToken(ctx.db, token);
  const refuseRedeemed = (redeemedAt: string, redeemedBy: string) =>
    new AppError("CONFLICT", VoucherQrMessages.alreadyRedeemed(formatSiteDateTime(redeemedAt, ctx.site.timezone), redeemedBy), { data: { redeemedAt, redeemedBy } });
  if (found.state.status === "redeemed") throw refuseRedeemed(found.state.redeemedAt!, found.state.redeemedBy!);
  if (found.state.status === "cancelled") throw new AppError("CONFLICT", VoucherQrMessages.cancelled);
  await mayRedeem?.(found.kartId);
  const [won] = await ctx.db.db
    .insert(dmcVoucherRedemptions)
    .values({ siteId: ctx.db.siteId, kartId: found.kartId, voucherRef: found.voucherRef, redeemedBy: by.name, redeemedByUserId: by.userId, redeemedByDriverId: by.driverId })
    .onConflictDoNothing()
    .returning({ redeemedAt: dmcVoucherRedemptions.redeemedAt });
  const after = await findVoucherByToken(ctx.db, token);
  if (!won) throw refuseRedeemed(after.state.redeemedAt!, after.state.redeemedBy!);
  return { voucher: after.state, message: VoucherQrMessages.redeemed };
}

/** POST /api/dmc/redeemVoucher {token}: staff of the voucher's site. */
export function redeemVoucher(ctx: UserContext, input: { token: string }) {
  const p = ctx.principal;
  return redeem(ctx, input.token, { name: [p.firstName, p.lastName].filter(Boolean).join(" "), userId: p.userId, driverId: null });
}

/** POST /api/dmcDriver/redeemVoucher {token, driverAccessToken}: a driver of one of the itinerary's open transfers. */
export function redeemVoucherByDriver(ctx: RequestContext, driver: DriverAccess, input: { token: string }) {
  return redeem(ctx, input.token, { name: `${driver.driverName} (driver)`, userId: null, driverId: driver.driverId }, async (kartId) => {
    const [assigned] = await ctx.db.db
      .select({ id: dmcTransfers.id })
      .from(dmcTransfers)
      .where(ctx.db.where(dmcTransfers, and(eq(dmcTransfers.kartId, kartId), eq(dmcTransfers.driverId, driver.driverId), eq(dmcTransfers.isCancelled, false))))
      .limit(1);
    if (!assigned) throw new AppError("FORBIDDEN", VoucherQrMessages.notTheDriver);
  });
}

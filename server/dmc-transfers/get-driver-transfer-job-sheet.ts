import "server-only";
import { asc, eq } from "drizzle-orm";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import type { TDateRange } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import type { DriverAccess } from "./driver-access";
import { inRange, jobRange, peopleColumns } from "./transfer-view";

export const driverColumns = {
  id: dmcTransfers.id,
  sharingType: dmcTransfers.sharingType,
  date: dmcTransfers.date,
  time: dmcTransfers.time,
  pickupLocation: dmcTransfers.pickupLocation,
  dropLocation: dmcTransfers.dropLocation,
  serviceName: dmcTransfers.serviceName,
  leadPassengerName: dmcTransfers.leadPassengerName,
  paxCount: dmcTransfers.paxCount,
  isCompleted: dmcTransfers.isCompleted,
  completedAt: dmcTransfers.completedAt,
  isCancelled: dmcTransfers.isCancelled,
  ...peopleColumns,
  cancelledAt: dmcTransfers.cancelledAt,
};

export const toDriverTransfer = <R extends { completedAt: Date | null; cancelledAt?: Date | null }>(r: R) => ({
  ...r,
  completedAt: r.completedAt ? r.completedAt.toISOString() : null,
  ...(r.cancelledAt !== undefined ? { cancelledAt: r.cancelledAt ? r.cancelledAt.toISOString() : null } : {}),
});

/**
 * POST /api/dmcDriver/getDriverTransferJobSheet: the token's driver's transfers only, no prices. A
 * transfer cancelled after it was given to the driver stays on the page with isCancelled (decision
 * 0062): the driver sees the pickup cancelled, never silently gone; it cannot be marked done.
 */
export async function getDriverTransferJobSheet(ctx: RequestContext, driver: DriverAccess, input: { dateRange?: TDateRange }) {
  const range = jobRange(input.dateRange, ctx.site.timezone);
  const rows = await ctx.db.db
    .select(driverColumns)
    .from(dmcTransfers)
    .where(ctx.db.where(dmcTransfers, eq(dmcTransfers.driverId, driver.driverId), inRange(range)))
    .orderBy(asc(dmcTransfers.date), asc(dmcTransfers.time), asc(dmcTransfers.id));
  return { driverName: driver.driverName, dateRange: range, transfers: rows.map(toDriverTransfer) };
}

import "server-only";
import { and, eq, lte, sql } from "drizzle-orm";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { formatTravelDay } from "@/lib/dates";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { todayIn } from "@/server/flights/search-rules";
import type { DriverAccess } from "./driver-access";
import { driverColumns, toDriverTransfer } from "./get-driver-transfer-job-sheet";

/**
 * POST /api/dmcDriver/updateTransferDoneByDriver: marks one of the driver's own transfers done;
 * another driver's is 404, a cancelled one 400, one dated after today (the site's day) 400: a pickup
 * is done on its day, never ahead (issue 25).
 */
export async function updateTransferDoneByDriver(ctx: RequestContext, driver: DriverAccess, input: { transferid: number }) {
  const mine = ctx.db.where(dmcTransfers, eq(dmcTransfers.id, input.transferid), eq(dmcTransfers.driverId, driver.driverId));
  const today = todayIn(ctx.site.timezone);
  const [row] = await ctx.db.db
    .update(dmcTransfers)
    .set({ isCompleted: true, completedAt: sql`coalesce(${dmcTransfers.completedAt}, now())` })
    .where(and(mine, eq(dmcTransfers.isCancelled, false), lte(dmcTransfers.date, today)))
    .returning(driverColumns);
  if (!row) {
    const [found] = await ctx.db.db.select({ isCancelled: dmcTransfers.isCancelled, date: dmcTransfers.date }).from(dmcTransfers).where(mine).limit(1);
    if (!found) throw new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
    throw new AppError("VALIDATION_ERROR", found.isCancelled ? DmcTransferMessages.cancelledTransfer : DmcTransferMessages.notYetDue(formatTravelDay(found.date)));
  }
  return { transfer: toDriverTransfer(row), message: DmcTransferMessages.markedDone };
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { DriverAccess } from "./driver-access";
import { driverColumns, toDriverTransfer } from "./get-driver-transfer-job-sheet";

/** POST /api/dmcDriver/updateTransferDoneByDriver: marks one of the driver's own transfers done; another driver's is 404, a cancelled one 400. */
export async function updateTransferDoneByDriver(ctx: RequestContext, driver: DriverAccess, input: { transferid: number }) {
  const mine = ctx.db.where(dmcTransfers, eq(dmcTransfers.id, input.transferid), eq(dmcTransfers.driverId, driver.driverId));
  const [row] = await ctx.db.db
    .update(dmcTransfers)
    .set({ isCompleted: true, completedAt: sql`coalesce(${dmcTransfers.completedAt}, now())` })
    .where(and(mine, eq(dmcTransfers.isCancelled, false)))
    .returning(driverColumns);
  if (!row) {
    const [cancelled] = await ctx.db.db.select({ id: dmcTransfers.id }).from(dmcTransfers).where(mine).limit(1);
    throw cancelled ? new AppError("VALIDATION_ERROR", DmcTransferMessages.cancelledTransfer) : new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  }
  return { transfer: toDriverTransfer(row), message: DmcTransferMessages.markedDone };
}

import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages, TRANSFER_SLOT_MINUTES } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findJobSheetTransfer } from "./get-transfer-job-sheet";
import { minutesOf } from "./transfer-view";

/**
 * POST /api/dmc/updateTransferDriver {id, driverId}: assigns (or, with null, removes) the driver.
 * The assignment is saved either way; when the driver already has another transfer on that day
 * starting within TRANSFER_SLOT_MINUTES, the answer carries a `warning` naming those times. A
 * cancelled transfer's driver is frozen (400).
 */
export async function updateTransferDriver(ctx: RequestContext, input: { id: number; driverId: number | null }) {
  const [current] = await ctx.db.db.select({ date: dmcTransfers.date, time: dmcTransfers.time, isCancelled: dmcTransfers.isCancelled }).from(dmcTransfers).where(ctx.db.byId(dmcTransfers, input.id)).limit(1);
  if (!current) throw new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  if (current.isCancelled) throw new AppError("VALIDATION_ERROR", DmcTransferMessages.cancelledTransferLocked);
  let warning: string | null = null;
  if (input.driverId !== null) {
    const [driver] = await ctx.db.db.select({ name: dmcDrivers.name }).from(dmcDrivers).where(ctx.db.byId(dmcDrivers, input.driverId)).limit(1);
    if (!driver) throw new AppError("NOT_FOUND", DmcTransferMessages.driverNotFound);
    const sameDay = await ctx.db.db
      .select({ time: dmcTransfers.time })
      .from(dmcTransfers)
      .where(ctx.db.where(dmcTransfers, eq(dmcTransfers.driverId, input.driverId), eq(dmcTransfers.date, current.date), eq(dmcTransfers.isCancelled, false), ne(dmcTransfers.id, input.id)));
    const clashes = sameDay.map((r) => r.time).filter((t) => Math.abs(minutesOf(t) - minutesOf(current.time)) < TRANSFER_SLOT_MINUTES);
    if (clashes.length) warning = DmcTransferMessages.overlap(driver.name, [...new Set(clashes)].sort());
  }
  // Not cancelled in the meantime: a cancel racing this assignment wins.
  const updated = await ctx.db.db.update(dmcTransfers).set({ driverId: input.driverId }).where(and(ctx.db.byId(dmcTransfers, input.id), eq(dmcTransfers.isCancelled, false))).returning({ id: dmcTransfers.id });
  if (!updated.length) throw new AppError("VALIDATION_ERROR", DmcTransferMessages.cancelledTransferLocked);
  const transfer = await findJobSheetTransfer(ctx, input.id);
  if (!transfer) throw new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  return { transfer, warning, message: input.driverId === null ? DmcTransferMessages.driverRemoved : DmcTransferMessages.driverAssigned };
}

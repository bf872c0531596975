import "server-only";
import { eq } from "drizzle-orm";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findJobSheetTransfer } from "./get-transfer-job-sheet";

/** POST /api/dmc/updateTransferDriverCharges {id, charges}: USD major units in, integer cents stored; a cancelled transfer's charges are frozen (400). */
export async function updateTransferDriverCharges(ctx: RequestContext, input: { id: number; charges: number }) {
  const updated = await ctx.db.db
    .update(dmcTransfers)
    .set({ internalDriverCharges: Math.round(input.charges * 100) })
    .where(ctx.db.where(dmcTransfers, eq(dmcTransfers.id, input.id), eq(dmcTransfers.isCancelled, false)))
    .returning({ id: dmcTransfers.id });
  if (!updated.length) {
    const [cancelled] = await ctx.db.db.select({ id: dmcTransfers.id }).from(dmcTransfers).where(ctx.db.byId(dmcTransfers, input.id)).limit(1);
    throw cancelled ? new AppError("VALIDATION_ERROR", DmcTransferMessages.cancelledTransferLocked) : new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  }
  const transfer = await findJobSheetTransfer(ctx, input.id);
  return { transfer: transfer!, message: DmcTransferMessages.chargesSaved };
}

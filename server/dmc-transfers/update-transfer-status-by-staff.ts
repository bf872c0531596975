import "server-only";
import { sql } from "drizzle-orm";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findJobSheetTransfer } from "./get-transfer-job-sheet";

/** POST /api/dmc/updateTransferStatusByStaff {transferid, isCompleted}: completed keeps the first completedAt; not completed clears it; a cancelled transfer answers 400. */
export async function updateTransferStatusByStaff(ctx: RequestContext, input: { transferid: number; isCompleted: boolean }) {
  const [current] = await ctx.db.db.select({ isCancelled: dmcTransfers.isCancelled }).from(dmcTransfers).where(ctx.db.byId(dmcTransfers, input.transferid)).limit(1);
  if (!current) throw new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  if (current.isCancelled) throw new AppError("VALIDATION_ERROR", DmcTransferMessages.cancelledTransfer);
  const updated = await ctx.db.db
    .update(dmcTransfers)
    .set({ isCompleted: input.isCompleted, completedAt: input.isCompleted ? sql`coalesce(${dmcTransfers.completedAt}, now())` : null })
    .where(ctx.db.byId(dmcTransfers, input.transferid))
    .returning({ id: dmcTransfers.id });
  if (!updated.length) throw new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  const transfer = await findJobSheetTransfer(ctx, input.transferid);
  return { transfer: transfer!, message: DmcTransferMessages.statusSaved };
}

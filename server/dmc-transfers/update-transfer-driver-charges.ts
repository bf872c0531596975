import "server-only";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DmcTransferMessages } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findJobSheetTransfer } from "./get-transfer-job-sheet";

/** POST /api/dmc/updateTransferDriverCharges {id, charges}: USD major units in, integer cents stored. */
export async function updateTransferDriverCharges(ctx: RequestContext, input: { id: number; charges: number }) {
  const updated = await ctx.db.db
    .update(dmcTransfers)
    .set({ internalDriverCharges: Math.round(input.charges * 100) })
    .where(ctx.db.byId(dmcTransfers, input.id))
    .returning({ id: dmcTransfers.id });
  if (!updated.length) throw new AppError("NOT_FOUND", DmcTransferMessages.transferNotFound);
  const transfer = await findJobSheetTransfer(ctx, input.id);
  return { transfer: transfer!, message: DmcTransferMessages.chargesSaved };
}

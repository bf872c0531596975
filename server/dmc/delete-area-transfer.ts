import "server-only";
import { dmcAreaTransfers } from "@/db/schema/dmc";
import { AreaTransferMessages } from "@/lib/contracts/dmc-geo-transfers";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** POST /api/areas/deleteTransfers/{id}: one of the site's area transfers, else 404. */
export async function deleteAreaTransfer(ctx: RequestContext, input: { id: number }) {
  const [row] = await ctx.db.db.delete(dmcAreaTransfers).where(ctx.db.byId(dmcAreaTransfers, input.id)).returning({ id: dmcAreaTransfers.id });
  if (!row) throw new AppError("NOT_FOUND", AreaTransferMessages.notFound);
  return { id: row.id, message: AreaTransferMessages.deleted };
}

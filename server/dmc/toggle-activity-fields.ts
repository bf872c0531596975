import "server-only";
import { dmcActivities } from "@/db/schema/dmc";
import { ActivityMessages } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** POST /api/areas/toggleActivityFields {activityId, isTurnedOn | isTransferRequired}: one flag at a time. */
export async function toggleActivityFields(ctx: RequestContext, input: { activityId: number; isTurnedOn?: boolean; isTransferRequired?: boolean }) {
  const change = input.isTurnedOn !== undefined ? { isTurnedOn: input.isTurnedOn } : { isTransferRequired: input.isTransferRequired };
  const [row] = await ctx.db.db
    .update(dmcActivities)
    .set({ ...change, updatedAt: new Date() })
    .where(ctx.db.byId(dmcActivities, input.activityId))
    .returning({ activityId: dmcActivities.id, isTurnedOn: dmcActivities.isTurnedOn, isTransferRequired: dmcActivities.isTransferRequired });
  if (!row) throw new AppError("NOT_FOUND", ActivityMessages.activityNotFound);
  return { ...row, message: ActivityMessages.activityUpdated };
}

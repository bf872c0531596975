import "server-only";
import { dmcActivities } from "@/db/schema/dmc";
import { ActivityMessages } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** POST /api/manageActivity/updateActivityPriority {priority, activityId}. */
export async function updateActivityPriority(ctx: RequestContext, input: { priority: number; activityId: number }) {
  const [row] = await ctx.db.db
    .update(dmcActivities)
    .set({ priority: input.priority, updatedAt: new Date() })
    .where(ctx.db.byId(dmcActivities, input.activityId))
    .returning({ activityId: dmcActivities.id, priority: dmcActivities.priority });
  if (!row) throw new AppError("NOT_FOUND", ActivityMessages.activityNotFound);
  return { ...row, message: ActivityMessages.activityUpdated };
}

import "server-only";
import { dmcActivities } from "@/db/schema/dmc";
import { ActivityMessages } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { getActivityOrThrow, getAreaOrThrow } from "./activity-catalogue-records";

/** POST /api/areas/mapAreaActivity {activityId, areaId}: put an activity in an area of the site (null: none). */
export async function mapAreaActivity(ctx: RequestContext, input: { activityId: number; areaId: number | null }) {
  await getActivityOrThrow(ctx.db, input.activityId);
  const area = input.areaId ? await getAreaOrThrow(ctx.db, input.areaId) : null;
  await ctx.db.db.update(dmcActivities).set({ areaId: area?.id ?? null, updatedAt: new Date() }).where(ctx.db.byId(dmcActivities, input.activityId));
  return { activityId: input.activityId, area: area ? { id: area.id, name: area.name } : null, message: ActivityMessages.activityUpdated };
}

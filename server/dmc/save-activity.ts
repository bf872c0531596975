import "server-only";
import { dmcActivities } from "@/db/schema/dmc";
import { ActivityMessages, type TSaveActivityRequest } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { getActivityOrThrow, getAreaOrThrow, getCityOrThrow } from "./activity-catalogue-records";
import { loadActivityViews } from "./activity-views";
import { eq } from "drizzle-orm";

/** POST /api/dmc/saveActivity: create an activity (no id) or update one of the site's. 'Activity Saved Successfully'. */
export async function saveActivity(ctx: RequestContext, input: TSaveActivityRequest) {
  if (input.id) await getActivityOrThrow(ctx.db, input.id);
  await getCityOrThrow(ctx.db, input.cityId);
  if (input.areaId) await getAreaOrThrow(ctx.db, input.areaId);
  const values = {
    name: input.name,
    cityId: input.cityId,
    description: input.description,
    priority: input.priority,
    isTurnedOn: input.isTurnedOn,
    isTransferRequired: input.isTransferRequired,
    areaId: input.areaId ?? null,
  };
  const [row] = input.id
    ? await ctx.db.db.update(dmcActivities).set({ ...values, updatedAt: new Date() }).where(ctx.db.byId(dmcActivities, input.id)).returning({ id: dmcActivities.id })
    : await ctx.db.db.insert(dmcActivities).values({ siteId: ctx.db.siteId, ...values }).returning({ id: dmcActivities.id });
  const [view] = await loadActivityViews(ctx.db, eq(dmcActivities.id, row.id));
  return { ...view, message: ActivityMessages.activitySaved };
}

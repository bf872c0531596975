import "server-only";
import { eq } from "drizzle-orm";
import { dmcActivities } from "@/db/schema/dmc";
import type { RequestContext } from "@/server/http/context";
import { loadActivityViews } from "./activity-views";

/** GET /api/dmc/getActivities and manageActivity/fetchActivities/{cityId}: the site's activities, of one city when given. */
export async function listActivities(ctx: RequestContext, input: { cityId?: number }) {
  return { result: await loadActivityViews(ctx.db, input.cityId ? eq(dmcActivities.cityId, input.cityId) : undefined) };
}

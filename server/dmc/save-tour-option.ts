import "server-only";
import { eq } from "drizzle-orm";
import { dmcTourOptions } from "@/db/schema/dmc";
import { ActivityMessages, type TSaveTourOptionRequest } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { getActivityOrThrow, getTourOptionOrThrow } from "./activity-catalogue-records";
import { loadTourOptionViews } from "./activity-views";

/** POST /api/dmc/saveTourOptions: create a tour option of an activity (no id) or update one. */
export async function saveTourOption(ctx: RequestContext, input: TSaveTourOptionRequest) {
  await getActivityOrThrow(ctx.db, input.activityId);
  if (input.id) await getTourOptionOrThrow(ctx.db, input.id);
  const values = {
    activityId: input.activityId,
    name: input.name,
    description: input.description,
    hasTimeSlots: input.hasTimeSlots,
    hasMeal: input.hasMeal,
    hasGuide: input.hasGuide,
    hasTicket: input.hasTicket,
    pickupTime: input.pickupTime ?? null,
    dropTime: input.dropTime ?? null,
    timeSlots: input.timeSlots,
  };
  const [row] = input.id
    ? await ctx.db.db.update(dmcTourOptions).set({ ...values, updatedAt: new Date() }).where(ctx.db.byId(dmcTourOptions, input.id)).returning({ id: dmcTourOptions.id })
    : await ctx.db.db.insert(dmcTourOptions).values({ siteId: ctx.db.siteId, ...values }).returning({ id: dmcTourOptions.id });
  const [view] = await loadTourOptionViews(ctx.db, { where: eq(dmcTourOptions.id, row.id) });
  return { ...view, message: ActivityMessages.tourOptionSaved };
}

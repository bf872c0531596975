import "server-only";
import { eq, ilike, or } from "drizzle-orm";
import { dmcActivities, dmcTourOptions } from "@/db/schema/dmc";
import { FIND_TOUR_OPTIONS_LIMIT } from "@/lib/contracts/dmc-activities";
import type { RequestContext } from "@/server/http/context";
import { loadTourOptionViews } from "./activity-views";

/** GET /api/dmc/getTourOptions: the site's tour options, of one activity when given. */
export async function listTourOptions(ctx: RequestContext, input: { activityId?: number }) {
  return { result: await loadTourOptionViews(ctx.db, { where: input.activityId ? eq(dmcTourOptions.activityId, input.activityId) : undefined }) };
}

/** POST /api/dmc/getTourOptionsByCity {cityId}. */
export async function listTourOptionsByCity(ctx: RequestContext, input: { cityId: number }) {
  return { result: await loadTourOptionViews(ctx.db, { where: eq(dmcActivities.cityId, input.cityId), byActivityPriority: true }) };
}

/**
 * The user's text as a literal ILIKE pattern: `\`, `%` and `_` are escaped (backslash is PostgreSQL's
 * default LIKE escape), so nothing the user types is a wildcard, let alone a regular expression.
 */
export function toContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** GET /api/areas/findTourOptions?regex=: a safe, literal, case-insensitive contains-search (decision 0038). */
export async function findTourOptions(ctx: RequestContext, input: { regex: string }) {
  const pattern = toContainsPattern(input.regex);
  return {
    result: await loadTourOptionViews(ctx.db, { where: or(ilike(dmcTourOptions.name, pattern), ilike(dmcActivities.name, pattern)), limit: FIND_TOUR_OPTIONS_LIMIT }),
  };
}

import "server-only";
import { eq } from "drizzle-orm";
import { states } from "@/db/schema/masterdata";
import type { RequestContext } from "@/server/http/context";

/** GET /api/master/api_states?countryCode=IN (all countries without it): by country, then name. */
export async function listStates(ctx: RequestContext, input: { countryCode?: string }) {
  const rows = await ctx.db.db
    .select({ countryCode: states.countryCode, code: states.code, name: states.name })
    .from(states)
    .where(input.countryCode ? eq(states.countryCode, input.countryCode) : undefined);
  return { result: rows.sort((a, b) => a.countryCode.localeCompare(b.countryCode) || a.name.localeCompare(b.name, "en")) };
}

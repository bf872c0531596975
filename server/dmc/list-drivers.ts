import "server-only";
import { asc, sql } from "drizzle-orm";
import { dmcDrivers } from "@/db/schema/dmc";
import type { RequestContext } from "@/server/http/context";

/** GET /api/dmc/getDrivers: the site's drivers by name, as {id, driverName, phone}. */
export async function listDrivers(ctx: RequestContext) {
  const rows = await ctx.db.db
    .select({ id: dmcDrivers.id, driverName: dmcDrivers.name, phone: dmcDrivers.phone })
    .from(dmcDrivers)
    .where(ctx.db.where(dmcDrivers))
    .orderBy(asc(sql`lower(${dmcDrivers.name})`), asc(dmcDrivers.id));
  return { result: rows };
}

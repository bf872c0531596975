import "server-only";
import { asc, count, eq } from "drizzle-orm";
import { visaCategories, visaChecklists } from "@/db/schema/visas";
import type { RequestContext } from "@/server/http/context";
import { categoryColumns } from "./visa-rows";

/** GET /api/visa/listVisaCategories: staff's list of the site's categories, by country then name. */
export async function listVisaCategories(ctx: RequestContext, input: { countryCode?: string }) {
  const rows = await ctx.db.db
    .select({ ...categoryColumns, updatedAt: visaCategories.updatedAt, checklistCount: count(visaChecklists.id) })
    .from(visaCategories)
    .leftJoin(visaChecklists, eq(visaChecklists.categoryId, visaCategories.id))
    .where(ctx.db.where(visaCategories, input.countryCode ? eq(visaCategories.countryCode, input.countryCode) : undefined))
    .groupBy(visaCategories.id)
    .orderBy(asc(visaCategories.countryName), asc(visaCategories.visaCategory));
  return { result: rows.map((r) => ({ ...r, checklistCount: Number(r.checklistCount), updatedAt: r.updatedAt.toISOString() })) };
}

import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { visaCategories, visaChecklists } from "@/db/schema/visas";
import { toVisaSlug, VisaMessages } from "@/lib/contracts/visas";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { categoryColumns, findCountryByCode } from "./visa-rows";

type Input = { categoryId?: number; countryCode: string; visaCategory: string; description?: string };

/** POST /api/visa/saveVisaCategory: create a category for a destination, or rename/move one of the site's. */
export async function saveVisaCategory(ctx: RequestContext, input: Input) {
  const country = await findCountryByCode(ctx.db, input.countryCode);
  if (!country) throw new AppError("VALIDATION_ERROR", VisaMessages.unknownCountry, { shortError: { countryCode: VisaMessages.unknownCountry } });
  const duplicate = await ctx.db.db
    .select({ id: visaCategories.id })
    .from(visaCategories)
    .where(
      ctx.db.where(
        visaCategories,
        eq(visaCategories.countryCode, country.countryCode),
        sql`lower(${visaCategories.visaCategory}) = lower(${input.visaCategory})`,
        input.categoryId ? ne(visaCategories.id, input.categoryId) : undefined,
      ),
    );
  if (duplicate.length > 0) throw new AppError("CONFLICT", VisaMessages.duplicateCategory, { shortError: { visaCategory: VisaMessages.duplicateCategory } });
  const values = { ...country, countrySlug: toVisaSlug(country.countryName), visaCategory: input.visaCategory, description: input.description ?? "" };
  const returning = { ...categoryColumns, updatedAt: visaCategories.updatedAt };
  const [row] = input.categoryId
    ? await ctx.db.db.update(visaCategories).set({ ...values, updatedAt: new Date() }).where(ctx.db.byId(visaCategories, input.categoryId)).returning(returning)
    : await ctx.db.db.insert(visaCategories).values({ siteId: ctx.site.id, ...values }).returning(returning);
  if (!row) throw new AppError("NOT_FOUND", VisaMessages.categoryNotFound);
  const [{ n }] = await ctx.db.db.select({ n: sql<number>`count(*)::int` }).from(visaChecklists).where(and(eq(visaChecklists.siteId, ctx.site.id), eq(visaChecklists.categoryId, row._id)));
  return { ...row, updatedAt: row.updatedAt.toISOString(), checklistCount: n, message: VisaMessages.categorySaved };
}

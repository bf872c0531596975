import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { visaCategories, visaCategoryVersions, visaChecklists, type VisaCategoryFields } from "@/db/schema/visas";
import { toVisaSlug, VisaMessages } from "@/lib/contracts/visas";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { categoryColumns, findCountryByCode } from "./visa-rows";

type Input = { categoryId?: number; countryCode: string; visaCategory: string; description?: string };

const fieldsOf = (row: VisaCategoryFields): VisaCategoryFields => ({ countryCode: row.countryCode, countryName: row.countryName, visaCategory: row.visaCategory, description: row.description });
const sameFields = (a: VisaCategoryFields, b: VisaCategoryFields) => a.countryCode === b.countryCode && a.visaCategory === b.visaCategory && a.description === b.description;

/**
 * POST /api/visa/saveVisaCategory: create a category for a destination, or rename/move one of the
 * site's. Every change writes a version row (who, when, the fields replaced and the fields saved) in
 * the same transaction, as checklists do; saving the same fields again writes nothing.
 */
export async function saveVisaCategory(ctx: UserContext, input: Input) {
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
  const saved: VisaCategoryFields = { ...country, visaCategory: input.visaCategory, description: input.description ?? "" };
  const returning = { ...categoryColumns, updatedAt: visaCategories.updatedAt };
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = input.categoryId ? await tx.select({ ...categoryColumns, version: visaCategories.version }).from(visaCategories).where(ctx.db.byId(visaCategories, input.categoryId)).for("update") : [];
    if (input.categoryId && !existing) throw new AppError("NOT_FOUND", VisaMessages.categoryNotFound);
    if (existing && sameFields(existing, saved)) {
      const [unchanged] = await tx.select(returning).from(visaCategories).where(ctx.db.byId(visaCategories, existing._id));
      return unchanged;
    }
    const version = (existing?.version ?? 0) + 1;
    const values = { ...saved, countrySlug: toVisaSlug(country.countryName), version };
    const [written] = existing
      ? await tx.update(visaCategories).set({ ...values, updatedAt: new Date() }).where(ctx.db.byId(visaCategories, existing._id)).returning(returning)
      : await tx.insert(visaCategories).values({ siteId: ctx.site.id, ...values }).returning(returning);
    await tx.insert(visaCategoryVersions).values({ siteId: ctx.site.id, categoryId: written._id, version, previous: existing ? fieldsOf(existing) : null, saved, changedByUserId: ctx.principal.userId });
    return written;
  });
  const [{ n }] = await ctx.db.db.select({ n: sql<number>`count(*)::int` }).from(visaChecklists).where(and(eq(visaChecklists.siteId, ctx.site.id), eq(visaChecklists.categoryId, row._id)));
  return { ...row, updatedAt: row.updatedAt.toISOString(), checklistCount: n, message: VisaMessages.categorySaved };
}

import "server-only";
import { eq } from "drizzle-orm";
import { supplierProfiles } from "@/db/schema/network";
import { SUPPLIER_CATEGORIES } from "@/lib/constants";
import { NetworkMessages, type TSupplierCategory, type TSupplierProfile } from "@/lib/contracts/network";
import type { RequestContext, UserContext } from "@/server/http/context";

/** GET whitelabel/getSupplierCategories. */
export function getSupplierCategories() {
  return { result: SUPPLIER_CATEGORIES.map((category) => ({ category })) };
}

/** GET /api/user/supplier/becomeSupplier: this site's supplier profile. */
export async function getSupplierProfile(ctx: RequestContext): Promise<TSupplierProfile> {
  const [row] = await ctx.db.db.select().from(supplierProfiles).where(eq(supplierProfiles.siteId, ctx.site.id)).limit(1);
  if (!row) return { isSupplier: false, categories: [], termsAndConditions: "", isActive: false };
  return { isSupplier: true, categories: row.categories as TSupplierCategory[], termsAndConditions: row.termsAndConditions, isActive: row.isActive };
}

/** POST /api/user/supplier/becomeSupplier: create or change the site's supplier profile. */
export async function becomeSupplier(ctx: UserContext, input: { categories: TSupplierCategory[]; termsAndConditions: string; isActive: boolean }) {
  const categories = SUPPLIER_CATEGORIES.filter((c) => input.categories.includes(c));
  const values = { categories, termsAndConditions: input.termsAndConditions, isActive: input.isActive, updatedByUserId: ctx.principal.userId };
  await ctx.db.db
    .insert(supplierProfiles)
    .values({ siteId: ctx.site.id, ...values })
    .onConflictDoUpdate({ target: supplierProfiles.siteId, set: { ...values, updatedAt: new Date() } });
  ctx.log.info({ siteId: ctx.site.id, categories, isActive: input.isActive, by: ctx.principal.userId }, "supplier profile saved");
  return { isSupplier: true, categories, termsAndConditions: input.termsAndConditions, isActive: input.isActive, message: NetworkMessages.supplierSaved };
}

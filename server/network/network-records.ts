import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { supplierProfiles, supplierTermsAcceptances } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import { NetworkMessages, type TSupplierCategory } from "@/lib/contracts/network";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/** A site's primary domain (the first one when none is marked). */
export const primaryDomain = (siteId: PgColumn) =>
  sql<string>`coalesce((select d.domain from site_domains d where d.site_id = ${siteId} order by d.is_primary desc, d.id limit 1), '')`;

/** The public details of a site that is an active supplier, other than the caller's site; else 404. */
export async function getActiveSupplierOrThrow(ctx: RequestContext, supplierSiteId: number) {
  if (supplierSiteId === ctx.site.id) throw new AppError("NOT_FOUND", NetworkMessages.supplierNotFound);
  const [supplier] = await ctx.db.db
    .select({
      supplierSiteId: sites.id,
      companyName: sites.companyName,
      siteName: sites.name,
      domain: primaryDomain(sites.id),
      logoUrl: sites.logoUrl,
      adminEmail: sites.adminEmail,
      adminContact: sites.adminContact,
      categories: supplierProfiles.categories,
      termsAndConditions: supplierProfiles.termsAndConditions,
    })
    .from(supplierProfiles)
    .innerJoin(sites, eq(sites.id, supplierProfiles.siteId))
    .where(and(eq(supplierProfiles.siteId, supplierSiteId), eq(supplierProfiles.isActive, true)))
    .limit(1);
  if (!supplier) throw new AppError("NOT_FOUND", NetworkMessages.supplierNotFound);
  return { ...supplier, categories: supplier.categories as TSupplierCategory[] };
}

/** supplierOnlyAccess: the caller's site must be a supplier (403 otherwise). */
export async function assertSupplierSite(ctx: RequestContext): Promise<void> {
  const [profile] = await ctx.db.db.select({ id: supplierProfiles.id }).from(supplierProfiles).where(eq(supplierProfiles.siteId, ctx.site.id)).limit(1);
  if (!profile) throw new AppError("FORBIDDEN", NetworkMessages.notSupplier);
}

/** When this (consumer) site accepted the supplier's terms, or null. */
export async function getTermsAcceptance(ctx: RequestContext, supplierSiteId: number) {
  const [row] = await ctx.db.db
    .select({ acceptedAt: supplierTermsAcceptances.acceptedAt })
    .from(supplierTermsAcceptances)
    .where(and(eq(supplierTermsAcceptances.supplierSiteId, supplierSiteId), eq(supplierTermsAcceptances.consumerSiteId, ctx.site.id)))
    .limit(1);
  return row ?? null;
}

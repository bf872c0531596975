import "server-only";
import { and, asc, eq, ne } from "drizzle-orm";
import { supplierProfiles, supplierRequests, supplierTermsAcceptances } from "@/db/schema/network";
import { siteDomains, sites } from "@/db/schema/sites";
import { NetworkMessages, type TRequestStatus, type TSupplierCategory, type TVisibleSupplier } from "@/lib/contracts/network";
import type { RequestContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { normalizeHost } from "@/server/sites/find-site";
import { primaryDomain } from "./network-records";

/**
 * POST supplier/getAllVisibleSuppliersWithConsumerRequests {domainName}: the active suppliers other
 * than this site, with this site's own requests only (never another consumer's).
 */
export async function listVisibleSuppliers(ctx: RequestContext, input: { domainName: string }): Promise<{ result: TVisibleSupplier[] }> {
  const domain = normalizeHost(input.domainName);
  const [own] = domain
    ? await ctx.db.db.select({ id: siteDomains.id }).from(siteDomains).where(and(eq(siteDomains.siteId, ctx.site.id), eq(siteDomains.domain, domain))).limit(1)
    : [];
  if (!own) throw new AppError("NOT_FOUND", NetworkMessages.siteNotFound);

  const suppliers = await ctx.db.db
    .select({
      supplierSiteId: sites.id,
      companyName: sites.companyName,
      siteName: sites.name,
      domain: primaryDomain(sites.id),
      logoUrl: sites.logoUrl,
      categories: supplierProfiles.categories,
      acceptedAt: supplierTermsAcceptances.acceptedAt,
    })
    .from(supplierProfiles)
    .innerJoin(sites, eq(sites.id, supplierProfiles.siteId))
    .leftJoin(supplierTermsAcceptances, and(eq(supplierTermsAcceptances.supplierSiteId, sites.id), eq(supplierTermsAcceptances.consumerSiteId, ctx.site.id)))
    .where(and(eq(supplierProfiles.isActive, true), ne(supplierProfiles.siteId, ctx.site.id)))
    .orderBy(asc(sites.companyName), asc(sites.id));
  const requests = await ctx.db.db
    .select({
      requestId: supplierRequests.id,
      supplierSiteId: supplierRequests.supplierSiteId,
      category: supplierRequests.category,
      requestStatus: supplierRequests.requestStatus,
      isPausedByConsumer: supplierRequests.isPausedByConsumer,
    })
    .from(supplierRequests)
    .where(eq(supplierRequests.consumerSiteId, ctx.site.id))
    .orderBy(asc(supplierRequests.id));
  return {
    result: suppliers.map((s) => ({
      supplierSiteId: s.supplierSiteId,
      companyName: s.companyName,
      siteName: s.siteName,
      domain: s.domain,
      logoUrl: s.logoUrl,
      categories: s.categories as TSupplierCategory[],
      isTermsAccepted: s.acceptedAt !== null,
      requests: requests
        .filter((r) => r.supplierSiteId === s.supplierSiteId)
        .map((r) => ({ requestId: r.requestId, category: r.category as TSupplierCategory, requestStatus: r.requestStatus as TRequestStatus, isPausedByConsumer: r.isPausedByConsumer })),
    })),
  };
}

import "server-only";
import { and, count, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { supplierRequests, supplierTermsAcceptances } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import { users } from "@/db/schema/users";
import type { TRequestStatus, TSupplierCategory } from "@/lib/contracts/network";
import { REQUESTS_PAGE_SIZE, type TApiCustomerRequest } from "@/lib/contracts/network-supplier";
import type { RequestContext } from "@/server/http/context";
import { assertSupplierSite, primaryDomain } from "./network-records";

const decider = alias(users, "decider");

/** GET supplier/supplierOnlyAccess/consumerToSupplierRequestsBasedOnSupplierId?page: requests TO this site only. */
export async function listConsumerRequests(ctx: RequestContext, input: { page: number }) {
  await assertSupplierSite(ctx);
  const toThisSite = eq(supplierRequests.supplierSiteId, ctx.site.id);
  const [{ total }] = await ctx.db.db.select({ total: count() }).from(supplierRequests).where(toThisSite);
  const rows = await ctx.db.db
    .select({
      id: supplierRequests.id,
      consumerSiteId: supplierRequests.consumerSiteId,
      category: supplierRequests.category,
      domain: primaryDomain(sites.id),
      logoUrl: sites.logoUrl,
      companyName: sites.companyName,
      siteName: sites.name,
      requestStatus: supplierRequests.requestStatus,
      requestGeneratedAt: supplierRequests.requestGeneratedAt,
      adminContact: sites.adminContact,
      adminEmail: sites.adminEmail,
      acceptedAt: supplierTermsAcceptances.acceptedAt,
      decidedAt: supplierRequests.decidedAt,
      deciderFirstName: decider.firstName,
      deciderLastName: decider.lastName,
      deciderEmail: decider.email,
    })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.consumerSiteId))
    .leftJoin(
      supplierTermsAcceptances,
      and(eq(supplierTermsAcceptances.supplierSiteId, supplierRequests.supplierSiteId), eq(supplierTermsAcceptances.consumerSiteId, supplierRequests.consumerSiteId)),
    )
    // The decider is this site's staff member: a user of another site never shows.
    .leftJoin(decider, and(eq(decider.id, supplierRequests.decidedByUserId), eq(decider.siteId, ctx.site.id)))
    .where(toThisSite)
    .orderBy(desc(supplierRequests.requestGeneratedAt), desc(supplierRequests.id))
    .limit(REQUESTS_PAGE_SIZE)
    .offset((input.page - 1) * REQUESTS_PAGE_SIZE);
  const records: TApiCustomerRequest[] = rows.map((r) => ({
    id: r.id,
    whitelabel_mongoDb_siteId: r.consumerSiteId,
    supplier_category: r.category as TSupplierCategory,
    domain: r.domain,
    logoUrl: r.logoUrl,
    companyName: r.companyName,
    siteName: r.siteName,
    requestStatus: r.requestStatus as TRequestStatus,
    requestGeneratedAt: r.requestGeneratedAt.toISOString(),
    adminContact: r.adminContact,
    adminEmail: r.adminEmail,
    isTermsAccepted: r.acceptedAt !== null,
    decidedAt: r.decidedAt?.toISOString() ?? null,
    decidedBy_firstName: r.deciderFirstName,
    decidedBy_lastName: r.deciderLastName,
    decidedBy_email: r.deciderEmail,
  }));
  return { records, totalRecords: total, totalPages: Math.ceil(total / REQUESTS_PAGE_SIZE), page: input.page };
}

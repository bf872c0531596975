import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { siteSuppliers } from "@/db/schema/flights";
import { supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import { NetworkMessages, type TLinkedSupplier, type TRequestStatus, type TSupplierCategory } from "@/lib/contracts/network";
import type { RequestContext, UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { primaryDomain } from "./network-records";

/** Every request this (consumer) site made, with its supplier: the consumer's side only. */
async function listOwnRequests(ctx: RequestContext): Promise<TLinkedSupplier[]> {
  const rows = await ctx.db.db
    .select({
      supplierListId: supplierRequests.id,
      supplierSiteId: supplierRequests.supplierSiteId,
      companyName: sites.companyName,
      domain: primaryDomain(sites.id),
      logoUrl: sites.logoUrl,
      category: supplierRequests.category,
      requestStatus: supplierRequests.requestStatus,
      isPausedByConsumer: supplierRequests.isPausedByConsumer,
      requestGeneratedAt: supplierRequests.requestGeneratedAt,
    })
    .from(supplierRequests)
    .innerJoin(sites, eq(sites.id, supplierRequests.supplierSiteId))
    .where(eq(supplierRequests.consumerSiteId, ctx.site.id))
    .orderBy(asc(sites.companyName), asc(supplierRequests.id));
  return rows.map((r) => ({
    ...r,
    category: r.category as TSupplierCategory,
    requestStatus: r.requestStatus as TRequestStatus,
    requestGeneratedAt: r.requestGeneratedAt.toISOString(),
  }));
}

/** GET supplier/getLinkedSuppliersByConsumer. */
export async function getLinkedSuppliers(ctx: RequestContext) {
  return { result: await listOwnRequests(ctx) };
}

/** POST supplier/changeConsumerSupplierMappingStatusFromConsumerSide {supplierListId, isPaused}: this site's own approved mapping only. */
export async function changeMappingFromConsumerSide(ctx: UserContext, input: { supplierListId: number; isPaused: boolean }) {
  const [row] = await ctx.db.db
    .select({ id: supplierRequests.id, requestStatus: supplierRequests.requestStatus })
    .from(supplierRequests)
    .where(and(eq(supplierRequests.id, input.supplierListId), eq(supplierRequests.consumerSiteId, ctx.site.id)))
    .limit(1);
  if (!row) throw new AppError("NOT_FOUND", NetworkMessages.requestNotFound);
  if (row.requestStatus !== "Approved") throw new AppError("BAD_REQUEST", NetworkMessages.notApproved);
  await ctx.db.db.update(supplierRequests).set({ isPausedByConsumer: input.isPaused, updatedAt: new Date() }).where(eq(supplierRequests.id, row.id));
  ctx.log.info({ supplierListId: row.id, isPaused: input.isPaused, by: ctx.principal.userId }, "supplier paused or resumed by consumer");
  return { supplierListId: row.id, isPausedByConsumer: input.isPaused, message: NetworkMessages.mappingStatusChanged };
}

/** GET supplier/getWebsiteOwnSuppliers: the site's supplier accounts, then its linked network suppliers. */
export async function getWebsiteOwnSuppliers(ctx: RequestContext) {
  const accounts = await ctx.db.db
    .select({ id: siteSuppliers.id, name: siteSuppliers.name, code: siteSuppliers.code, isEnabled: siteSuppliers.isEnabled })
    .from(siteSuppliers)
    .where(ctx.db.where(siteSuppliers))
    .orderBy(asc(siteSuppliers.name));
  const linked = await listOwnRequests(ctx);
  return {
    result: [
      ...accounts.map((a) => ({ type: "account" as const, id: a.id, name: a.name, code: a.code, category: null, supplierSiteId: null, isActive: a.isEnabled })),
      ...linked.map((l) => ({
        type: "linked" as const,
        id: l.supplierListId,
        name: l.companyName,
        code: null,
        category: l.category,
        supplierSiteId: l.supplierSiteId,
        isActive: l.requestStatus === "Approved" && !l.isPausedByConsumer,
      })),
    ],
  };
}

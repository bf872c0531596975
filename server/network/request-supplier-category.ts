import "server-only";
import { and, eq } from "drizzle-orm";
import { supplierRequests } from "@/db/schema/network";
import { NetworkMessages, type TRequestStatus, type TSupplierCategory } from "@/lib/contracts/network";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getActiveSupplierOrThrow, getTermsAcceptance } from "./network-records";

/**
 * POST supplier/consumerToSupplierRequests {supplierSiteId, category}: this site asks an active
 * supplier for a category it offers, after accepting its terms. A rejected request is sent again
 * (Pending, decision cleared); any other existing request is a conflict.
 */
export async function requestSupplierCategory(ctx: UserContext, input: { supplierSiteId: number; category: TSupplierCategory }) {
  const supplier = await getActiveSupplierOrThrow(ctx, input.supplierSiteId);
  if (!supplier.categories.includes(input.category)) {
    throw new AppError("BAD_REQUEST", NetworkMessages.categoryNotOffered, { shortError: { category: NetworkMessages.categoryNotOffered } });
  }
  if (!(await getTermsAcceptance(ctx, supplier.supplierSiteId))) throw new AppError("BAD_REQUEST", NetworkMessages.acceptTermsFirst);

  const pair = and(eq(supplierRequests.supplierSiteId, supplier.supplierSiteId), eq(supplierRequests.consumerSiteId, ctx.site.id), eq(supplierRequests.category, input.category));
  const fresh = { requestStatus: "Pending", requestedByUserId: ctx.principal.userId, requestGeneratedAt: new Date(), decidedByUserId: null, decidedAt: null, isPausedByConsumer: false, updatedAt: new Date() };
  const row = await ctx.db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: supplierRequests.id, requestStatus: supplierRequests.requestStatus }).from(supplierRequests).where(pair).for("update").limit(1);
    if (existing && existing.requestStatus !== "Rejected") throw new AppError("CONFLICT", NetworkMessages.requestExists);
    if (existing) {
      const [updated] = await tx.update(supplierRequests).set(fresh).where(eq(supplierRequests.id, existing.id)).returning();
      return updated;
    }
    const [created] = await tx
      .insert(supplierRequests)
      .values({ supplierSiteId: supplier.supplierSiteId, consumerSiteId: ctx.site.id, category: input.category, ...fresh })
      .onConflictDoNothing()
      .returning();
    if (!created) throw new AppError("CONFLICT", NetworkMessages.requestExists);
    return created;
  });
  ctx.log.info({ requestId: row.id, supplierSiteId: supplier.supplierSiteId, category: input.category, by: ctx.principal.userId }, "supplier request sent");
  return {
    requestId: row.id,
    supplierSiteId: supplier.supplierSiteId,
    category: input.category,
    requestStatus: row.requestStatus as TRequestStatus,
    isPausedByConsumer: row.isPausedByConsumer,
    message: NetworkMessages.requestSent,
  };
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { supplierRequests } from "@/db/schema/network";
import type { SiteDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { legalEntities } from "@/db/schema/users";
import { NetworkMessages, type TRequestStatus } from "@/lib/contracts/network";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { createCompanyWithDefaultGroup } from "@/server/customers/create-company";
import { getWalletForUser, type Tx } from "@/server/wallet/wallet-records";
import { assertSupplierSite } from "./network-records";

/**
 * The consumer site as a company (legal entity) of this supplier site, created once: the consumer's
 * company name, the supplier's default markup group, and a company wallet (no credit limit).
 */
export async function ensureConsumerLegalEntity(tx: Tx, ctx: { db: SiteDb; site: { id: number } }, consumerSiteId: number): Promise<number> {
  const [existing] = await tx
    .select({ id: legalEntities.id })
    .from(legalEntities)
    .where(ctx.db.where(legalEntities, eq(legalEntities.consumerSiteId, consumerSiteId)))
    .limit(1);
  if (existing) return existing.id;
  const [consumer] = await tx.select({ companyName: sites.companyName }).from(sites).where(eq(sites.id, consumerSiteId)).limit(1);
  const { legalEntityId } = await createCompanyWithDefaultGroup(tx, ctx.db, { companyName: consumer.companyName, consumerSiteId });
  await getWalletForUser(tx, { id: 0, siteId: ctx.site.id, userType: "corporate", legalEntityId });
  return legalEntityId;
}

/**
 * POST supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus {newRequestStatus, requestId,
 * consumerMongoSiteId}: a request TO this site from that consumer (else 404). Suspend needs an
 * approved request; the same status again is refused. Approving makes the consumer's company here.
 */
export async function changeConsumerRequestStatus(ctx: UserContext, input: { newRequestStatus: "Approved" | "Rejected" | "Suspended"; requestId: number; consumerMongoSiteId: number }) {
  await assertSupplierSite(ctx);
  const result = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .select({ id: supplierRequests.id, requestStatus: supplierRequests.requestStatus, consumerSiteId: supplierRequests.consumerSiteId })
      .from(supplierRequests)
      .where(and(eq(supplierRequests.id, input.requestId), eq(supplierRequests.supplierSiteId, ctx.site.id), eq(supplierRequests.consumerSiteId, input.consumerMongoSiteId)))
      .for("update")
      .limit(1);
    if (!request) throw new AppError("NOT_FOUND", NetworkMessages.requestNotFound);
    if (request.requestStatus === input.newRequestStatus) throw new AppError("BAD_REQUEST", NetworkMessages.sameStatus);
    if (input.newRequestStatus === "Suspended" && request.requestStatus !== "Approved") throw new AppError("BAD_REQUEST", NetworkMessages.suspendOnlyApproved);
    const legalEntityId = input.newRequestStatus === "Approved" ? await ensureConsumerLegalEntity(tx, ctx, request.consumerSiteId) : null;
    const now = new Date();
    await tx
      .update(supplierRequests)
      .set({ requestStatus: input.newRequestStatus, decidedByUserId: ctx.principal.userId, decidedAt: now, updatedAt: now })
      .where(eq(supplierRequests.id, request.id));
    return { legalEntityId, from: request.requestStatus };
  });
  ctx.log.info({ requestId: input.requestId, from: result.from, to: input.newRequestStatus, by: ctx.principal.userId }, "consumer request status changed");
  return { requestId: input.requestId, requestStatus: input.newRequestStatus as TRequestStatus, legalEntityId: result.legalEntityId, message: NetworkMessages.requestStatusChanged };
}

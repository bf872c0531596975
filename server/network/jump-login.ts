import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { supplierRequests } from "@/db/schema/network";
import { sites } from "@/db/schema/sites";
import { legalEntities, users } from "@/db/schema/users";
import { JumpMessages, type TJumpLoginRequest } from "@/lib/contracts/network-jump";
import { issueSessionExchange } from "@/server/auth/session-exchange";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findSiteOrigin } from "@/server/sites/find-site";
import type { Tx } from "@/server/wallet/wallet-records";
import { ensureConsumerLegalEntity } from "./change-consumer-request-status";
import { getActiveSupplierOrThrow } from "./network-records";

type Mapping = { requestStatus: string; isPausedByConsumer: boolean };

/** Why this consumer may not open the supplier's site, or null when one category is approved and not paused. */
function refusal(mappings: Mapping[]): string | null {
  if (mappings.some((m) => m.requestStatus === "Approved" && !m.isPausedByConsumer)) return null;
  if (mappings.some((m) => m.requestStatus === "Approved")) return JumpMessages.paused;
  if (mappings.some((m) => m.requestStatus === "Suspended")) return JumpMessages.suspended;
  if (mappings.some((m) => m.requestStatus === "Pending")) return JumpMessages.pending;
  if (mappings.some((m) => m.requestStatus === "Rejected")) return JumpMessages.rejected;
  return JumpMessages.notRequested;
}

/**
 * The consumer site's company user on the supplier's site (decision 0031): the oldest travel agent
 * of the consumer's legal entity there, created on the first jump (named after the consumer site,
 * no email, no password: it signs in only through a session exchange). The legal entity row is
 * locked so two first jumps make one user.
 */
async function ensureConsumerAccountUser(tx: Tx, supplierSiteId: number, consumerSiteId: number): Promise<number> {
  const legalEntityId = await ensureConsumerLegalEntity(tx, { db: createSiteDb(supplierSiteId), site: { id: supplierSiteId } }, consumerSiteId);
  await tx.select({ id: legalEntities.id }).from(legalEntities).where(eq(legalEntities.id, legalEntityId)).for("update");
  const [existing] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.siteId, supplierSiteId), eq(users.legalEntityId, legalEntityId), eq(users.userType, "travelAgent")))
    .orderBy(asc(users.id))
    .limit(1);
  if (existing) return existing.id;
  const [consumer] = await tx.select({ companyName: sites.companyName }).from(sites).where(eq(sites.id, consumerSiteId)).limit(1);
  const [created] = await tx
    .insert(users)
    .values({ siteId: supplierSiteId, userType: "travelAgent", firstName: consumer.companyName, legalEntityId, isVerified: true })
    .returning({ id: users.id });
  return created.id;
}

/** POST wl/user/jumplogin {supplierId}: a single-use sign-in URL on the supplier's site for this site's company user there. */
export async function jumpLogin(ctx: UserContext, input: TJumpLoginRequest) {
  const supplier = await getActiveSupplierOrThrow(ctx, input.supplierId);
  const mappings = await ctx.db.db
    .select({ requestStatus: supplierRequests.requestStatus, isPausedByConsumer: supplierRequests.isPausedByConsumer })
    .from(supplierRequests)
    .where(and(eq(supplierRequests.supplierSiteId, supplier.supplierSiteId), eq(supplierRequests.consumerSiteId, ctx.site.id)));
  const reason = refusal(mappings);
  if (reason) throw new AppError("FORBIDDEN", reason);
  const userId = await ctx.db.transaction((tx) => ensureConsumerAccountUser(tx, supplier.supplierSiteId, ctx.site.id));
  const { sessionId, expiresAt } = await issueSessionExchange(supplier.supplierSiteId, userId);
  const url = `${await findSiteOrigin(supplier.supplierSiteId)}/login/session?sessionId=${encodeURIComponent(sessionId)}`;
  ctx.log.info({ supplierSiteId: supplier.supplierSiteId, supplierUserId: userId, by: ctx.principal.userId }, "jump login to supplier site");
  return { url, sessionId, expiresAt: expiresAt.toISOString(), supplierId: supplier.supplierSiteId };
}

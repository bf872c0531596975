import "server-only";
import { and, eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { supplierRequests } from "@/db/schema/network";
import { JumpMessages, type TJumpLoginRequest } from "@/lib/contracts/network-jump";
import { issueSessionExchange } from "@/server/auth/session-exchange";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findSiteOrigin } from "@/server/sites/find-site";
import { ensureConsumerLegalEntity } from "./change-consumer-request-status";
import { ensureConsumerAccountUser } from "./consumer-account";
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

/** POST wl/user/jumplogin {supplierId}: a single-use sign-in URL on the supplier's site for this site's company user there. */
export async function jumpLogin(ctx: UserContext, input: TJumpLoginRequest) {
  const supplier = await getActiveSupplierOrThrow(ctx, input.supplierId);
  const mappings = await ctx.db.db
    .select({ requestStatus: supplierRequests.requestStatus, isPausedByConsumer: supplierRequests.isPausedByConsumer })
    .from(supplierRequests)
    .where(and(eq(supplierRequests.supplierSiteId, supplier.supplierSiteId), eq(supplierRequests.consumerSiteId, ctx.site.id)));
  const reason = refusal(mappings);
  if (reason) throw new AppError("FORBIDDEN", reason);
  const userId = await ctx.db.transaction(async (tx) => {
    const legalEntityId = await ensureConsumerLegalEntity(tx, { db: createSiteDb(supplier.supplierSiteId), site: { id: supplier.supplierSiteId } }, ctx.site.id);
    return ensureConsumerAccountUser(tx, supplier.supplierSiteId, legalEntityId);
  });
  const { sessionId, expiresAt } = await issueSessionExchange(supplier.supplierSiteId, userId);
  const url = `${await findSiteOrigin(supplier.supplierSiteId)}/login/session?sessionId=${encodeURIComponent(sessionId)}`;
  ctx.log.info({ supplierSiteId: supplier.supplierSiteId, supplierUserId: userId, by: ctx.principal.userId }, "jump login to supplier site");
  return { url, sessionId, expiresAt: expiresAt.toISOString(), supplierId: supplier.supplierSiteId };
}

import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { users, userSessions } from "@/db/schema/users";
import { CustomerAdminMessages, type TToggleBlockRequest } from "@/lib/contracts/customer-admin";
import type { UserContext } from "@/server/http/context";
import { getSiteCustomerOrThrow } from "./find-site-customer";

/**
 * POST /api/wl/user/toggleBlock {customerId, isBlocked}. A blocked user's sessions fail
 * verification at once (server/auth/session.ts); blocking also revokes them, so unblocking later
 * does not bring the old sessions back: the customer signs in again.
 */
export async function toggleCustomerBlock(ctx: UserContext, input: TToggleBlockRequest) {
  const customer = await getSiteCustomerOrThrow(ctx.db, input.customerId);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ isBlocked: input.isBlocked, updatedAt: new Date() }).where(ctx.db.byId(users, customer.id));
    if (input.isBlocked) {
      await tx
        .update(userSessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(userSessions.siteId, ctx.site.id), eq(userSessions.userId, customer.id), isNull(userSessions.revokedAt)));
    }
  });
  ctx.log.info({ customerId: customer.id, isBlocked: input.isBlocked, by: ctx.principal.userId }, "customer block changed");
  return { customerId: customer.id, isBlocked: input.isBlocked, message: input.isBlocked ? CustomerAdminMessages.blocked : CustomerAdminMessages.unblocked };
}

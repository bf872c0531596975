import "server-only";
import { and, eq } from "drizzle-orm";
import { pushSubscriptions } from "@/db/schema/notifications";
import type { TCheckExistingSubscriptionRequest } from "@/lib/contracts/push";
import type { UserContext } from "@/server/http/context";

/**
 * POST /api/notification/checkExistingSubscription: whether the browser's endpoint is stored for
 * the caller on this site (another user's or another site's row reads as false).
 */
export async function checkExistingSubscription(ctx: UserContext, input: TCheckExistingSubscriptionRequest) {
  const [row] = await ctx.db.db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.siteId, ctx.site.id), eq(pushSubscriptions.endpoint, input.subscriptionEndPoint), eq(pushSubscriptions.userId, ctx.principal.userId)))
    .limit(1);
  return { result: { isSubscriptionExistForCurrentUser: row !== undefined } };
}

import "server-only";
import { pushSubscriptions } from "@/db/schema/notifications";
import { PushMessages, type TCreatePushSubscriptionRequest } from "@/lib/contracts/push";
import type { UserContext } from "@/server/http/context";

/**
 * POST /api/notification/createPushNotificationSubscription: keeps this browser's subscription for
 * the caller on this site. The endpoint is unique per site, so subscribing again from the same
 * browser updates the row: new keys, the last user to subscribe owns it, failures forgotten.
 */
export async function createPushSubscription(ctx: UserContext, input: TCreatePushSubscriptionRequest): Promise<{ message: string }> {
  const { endpoint, keys } = input.subscription;
  const values = { userId: ctx.principal.userId, p256dh: keys.p256dh, auth: keys.auth, userAgent: ctx.userAgent?.slice(0, 300) ?? null, failureCount: 0 };
  await ctx.db.db
    .insert(pushSubscriptions)
    .values({ siteId: ctx.site.id, endpoint, ...values })
    .onConflictDoUpdate({ target: [pushSubscriptions.siteId, pushSubscriptions.endpoint], set: values });
  return { message: PushMessages.subscribed };
}

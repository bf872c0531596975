import { createPushNotificationSubscriptionEndpoint } from "@/lib/contracts/push";
import { route } from "@/server/http/route";
import { createPushSubscription } from "@/server/notifications/create-push-subscription";

export const POST = route(createPushNotificationSubscriptionEndpoint, (ctx, input) => createPushSubscription(ctx, input));

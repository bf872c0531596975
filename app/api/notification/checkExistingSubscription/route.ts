import { checkExistingSubscriptionEndpoint } from "@/lib/contracts/push";
import { route } from "@/server/http/route";
import { checkExistingSubscription } from "@/server/notifications/check-existing-subscription";

export const POST = route(checkExistingSubscriptionEndpoint, (ctx, input) => checkExistingSubscription(ctx, input));

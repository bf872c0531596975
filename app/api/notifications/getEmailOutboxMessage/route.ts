import { getEmailOutboxMessageEndpoint } from "@/lib/contracts/notifications";
import { route } from "@/server/http/route";
import { getEmailOutboxMessage } from "@/server/notifications/get-email-outbox-message";

export const POST = route(getEmailOutboxMessageEndpoint, (ctx, input) => getEmailOutboxMessage(ctx, input));

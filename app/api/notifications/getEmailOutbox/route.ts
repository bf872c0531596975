import { getEmailOutboxEndpoint } from "@/lib/contracts/notifications";
import { route } from "@/server/http/route";
import { getEmailOutbox } from "@/server/notifications/get-email-outbox";

export const POST = route(getEmailOutboxEndpoint, (ctx, input) => getEmailOutbox(ctx, input));

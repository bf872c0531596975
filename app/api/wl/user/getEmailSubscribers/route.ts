import { getEmailSubscribersEndpoint } from "@/lib/contracts/customer-admin";
import { listEmailSubscribers } from "@/server/customers/list-email-subscribers";
import { route } from "@/server/http/route";

export const POST = route(getEmailSubscribersEndpoint, (ctx, input) => listEmailSubscribers(ctx, input));

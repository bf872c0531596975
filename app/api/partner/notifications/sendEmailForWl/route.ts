import { sendEmailForWlEndpoint } from "@/lib/contracts/notifications";
import { route } from "@/server/http/route";
import { sendEmailForWl } from "@/server/notifications/send-email-for-wl";

export const POST = route(sendEmailForWlEndpoint, (ctx, input) => sendEmailForWl(ctx, input));

import { sendKartEndpoint } from "@/lib/contracts/dmc-quotes";
import { sendKart } from "@/server/dmc-quotes/send-kart";
import { route } from "@/server/http/route";

export const POST = route(sendKartEndpoint, (ctx, input) => sendKart(ctx, input));

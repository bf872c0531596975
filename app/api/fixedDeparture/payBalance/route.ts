import { payFdBalanceEndpoint } from "@/lib/contracts/fixed-departures";
import { payFdBalance } from "@/server/fixed-departures/pay-fd-balance";
import { route } from "@/server/http/route";

export const POST = route(payFdBalanceEndpoint, (ctx, input) => payFdBalance(ctx, input));

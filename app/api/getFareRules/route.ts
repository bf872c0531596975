import { getFareRulesEndpoint } from "@/lib/contracts/flights";
import { getFareRules } from "@/server/flights/get-fare-rules";
import { route } from "@/server/http/route";

export const POST = route(getFareRulesEndpoint, (ctx, input) => getFareRules(ctx, input));

import { listAirlineSpecificMarkupEndpoint, saveAirlineSpecificMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { listMarkupRules } from "@/server/markups/list-markup-rules";
import { saveMarkupRule } from "@/server/markups/save-markup-rule";

export const GET = route(listAirlineSpecificMarkupEndpoint, (ctx, input) => listMarkupRules(ctx, "airlineSpecific", input));
export const POST = route(saveAirlineSpecificMarkupEndpoint, (ctx, input) => saveMarkupRule(ctx, "airlineSpecific", input));

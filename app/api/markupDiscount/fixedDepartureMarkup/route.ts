import { listFixedDepartureMarkupEndpoint, saveFixedDepartureMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { listMarkupRules } from "@/server/markups/list-markup-rules";
import { saveMarkupRule } from "@/server/markups/save-markup-rule";

export const GET = route(listFixedDepartureMarkupEndpoint, (ctx, input) => listMarkupRules(ctx, "fixedDeparture", input));
export const POST = route(saveFixedDepartureMarkupEndpoint, (ctx, input) => saveMarkupRule(ctx, "fixedDeparture", input));

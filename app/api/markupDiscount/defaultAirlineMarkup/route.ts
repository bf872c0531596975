import { listDefaultAirlineMarkupEndpoint, saveDefaultAirlineMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { listMarkupRules } from "@/server/markups/list-markup-rules";
import { saveMarkupRule } from "@/server/markups/save-markup-rule";

export const GET = route(listDefaultAirlineMarkupEndpoint, (ctx, input) => listMarkupRules(ctx, "defaultAirline", input));
export const POST = route(saveDefaultAirlineMarkupEndpoint, (ctx, input) => saveMarkupRule(ctx, "defaultAirline", input));

import { deleteAirlineSpecificMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { deleteMarkupRule } from "@/server/markups/delete-markup-rule";

export const POST = route(deleteAirlineSpecificMarkupEndpoint, (ctx, input) => deleteMarkupRule(ctx, "airlineSpecific", input));

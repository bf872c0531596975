import { deleteDefaultAirlineMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { deleteMarkupRule } from "@/server/markups/delete-markup-rule";

export const POST = route(deleteDefaultAirlineMarkupEndpoint, (ctx, input) => deleteMarkupRule(ctx, "defaultAirline", input));

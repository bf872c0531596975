import { deleteFixedDepartureMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { deleteMarkupRule } from "@/server/markups/delete-markup-rule";

export const POST = route(deleteFixedDepartureMarkupEndpoint, (ctx, input) => deleteMarkupRule(ctx, "fixedDeparture", input));

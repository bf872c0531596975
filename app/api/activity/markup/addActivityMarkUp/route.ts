import { addActivityMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { addActivityMarkup } from "@/server/markups/save-markup-rule";

export const POST = route(addActivityMarkupEndpoint, (ctx, input) => addActivityMarkup(ctx, input));

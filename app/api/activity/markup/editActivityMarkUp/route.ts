import { editActivityMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { editActivityMarkup } from "@/server/markups/save-markup-rule";

export const POST = route(editActivityMarkupEndpoint, (ctx, input) => editActivityMarkup(ctx, input));

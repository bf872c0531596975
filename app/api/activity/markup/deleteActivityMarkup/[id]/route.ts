import { deleteActivityMarkupEndpoint, ZActivityMarkupIdParams } from "@/lib/contracts/markups";
import { parseWithSchema } from "@/server/http/input";
import { route } from "@/server/http/route";
import { deleteActivityMarkup } from "@/server/markups/delete-markup-rule";

export const POST = route(deleteActivityMarkupEndpoint, (ctx) => deleteActivityMarkup(ctx, parseWithSchema(ZActivityMarkupIdParams, ctx.params)));

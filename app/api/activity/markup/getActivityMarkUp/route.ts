import { getActivityMarkupEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { listActivityMarkups } from "@/server/markups/list-markup-rules";

export const GET = route(getActivityMarkupEndpoint, (ctx, input) => listActivityMarkups(ctx, input));

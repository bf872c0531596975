import { listMarkupGroupsEndpoint, saveMarkupGroupEndpoint } from "@/lib/contracts/markup-groups";
import { route } from "@/server/http/route";
import { listMarkupGroups } from "@/server/markups/list-markup-groups";
import { saveMarkupGroup } from "@/server/markups/save-markup-group";

export const GET = route(listMarkupGroupsEndpoint, (ctx) => listMarkupGroups(ctx));
export const POST = route(saveMarkupGroupEndpoint, (ctx, input) => saveMarkupGroup(ctx, input));

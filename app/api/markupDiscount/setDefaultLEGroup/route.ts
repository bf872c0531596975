import { setDefaultMarkupGroupEndpoint } from "@/lib/contracts/markup-groups";
import { route } from "@/server/http/route";
import { setDefaultMarkupGroup } from "@/server/markups/set-default-markup-group";

export const POST = route(setDefaultMarkupGroupEndpoint, (ctx, input) => setDefaultMarkupGroup(ctx, input));

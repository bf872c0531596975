import { setLERelationConfigEndpoint } from "@/lib/contracts/markup-groups";
import { route } from "@/server/http/route";
import { setLERelationConfig } from "@/server/markups/set-le-relation-config";

export const POST = route(setLERelationConfigEndpoint, (ctx, input) => setLERelationConfig(ctx, input));

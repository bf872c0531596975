import { setLERelationConfigEndpoint } from "@/lib/contracts/markups";
import { route } from "@/server/http/route";
import { setLERelationConfig } from "@/server/markups/set-le-relation-config";

export const POST = route(setLERelationConfigEndpoint, (ctx, input) => setLERelationConfig(ctx, input));

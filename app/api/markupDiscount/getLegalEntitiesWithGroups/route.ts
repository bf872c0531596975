import { listLegalEntitiesWithGroupsEndpoint } from "@/lib/contracts/markup-groups";
import { route } from "@/server/http/route";
import { listLegalEntitiesWithGroups } from "@/server/markups/list-legal-entities-with-groups";

export const GET = route(listLegalEntitiesWithGroupsEndpoint, (ctx, input) => listLegalEntitiesWithGroups(ctx, input));

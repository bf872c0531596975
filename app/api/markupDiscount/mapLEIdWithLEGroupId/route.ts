import { mapLegalEntityToGroupEndpoint } from "@/lib/contracts/markup-groups";
import { route } from "@/server/http/route";
import { mapLegalEntityToGroup } from "@/server/markups/map-legal-entity-to-group";

export const POST = route(mapLegalEntityToGroupEndpoint, (ctx, input) => mapLegalEntityToGroup(ctx, input));

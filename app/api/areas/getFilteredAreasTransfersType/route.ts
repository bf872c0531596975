import { getFilteredAreasTransfersTypeEndpoint } from "@/lib/contracts/dmc-geo-transfers";
import { listFilteredAreaTransfers } from "@/server/dmc/list-filtered-area-transfers";
import { route } from "@/server/http/route";

export const GET = route(getFilteredAreasTransfersTypeEndpoint, (ctx, input) => listFilteredAreaTransfers(ctx, input));

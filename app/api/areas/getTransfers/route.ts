import { getTransfersEndpoint } from "@/lib/contracts/dmc-geo-transfers";
import { listAreaTransfers } from "@/server/dmc/list-area-transfers";
import { route } from "@/server/http/route";

export const GET = route(getTransfersEndpoint, (ctx, input) => listAreaTransfers(ctx, input));

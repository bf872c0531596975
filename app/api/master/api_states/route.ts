import { apiStatesEndpoint } from "@/lib/contracts/masterdata";
import { route } from "@/server/http/route";
import { listStates } from "@/server/masterdata/list-states";

export const GET = route(apiStatesEndpoint, (ctx, input) => listStates(ctx, input));

import { getAllCombosEndpoint } from "@/lib/contracts/dmc-activities";
import { listDmcCombos } from "@/server/dmc/list-dmc-combos";
import { route } from "@/server/http/route";

export const GET = route(getAllCombosEndpoint, (ctx) => listDmcCombos(ctx, {}));

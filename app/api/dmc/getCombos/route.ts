import { getCombosEndpoint } from "@/lib/contracts/dmc-activities";
import { listDmcCombosPage } from "@/server/dmc/list-dmc-combos";
import { route } from "@/server/http/route";

export const POST = route(getCombosEndpoint, (ctx, input) => listDmcCombosPage(ctx, input));

import { getAllDmcDataEndpoint } from "@/lib/contracts/dmc-transfers";
import { getAllDmcData } from "@/server/dmc-transfers/get-all-dmc-data";
import { route } from "@/server/http/route";

export const POST = route(getAllDmcDataEndpoint, (ctx) => getAllDmcData(ctx));

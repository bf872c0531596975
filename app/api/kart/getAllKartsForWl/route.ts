import { getAllKartsForWlEndpoint } from "@/lib/contracts/dmc-quotes";
import { listKarts } from "@/server/dmc-quotes/list-karts";
import { route } from "@/server/http/route";

export const GET = route(getAllKartsForWlEndpoint, (ctx, input) => listKarts(ctx, input));

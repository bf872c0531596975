import { getTourOptionsByCityEndpoint } from "@/lib/contracts/dmc-activities";
import { listTourOptionsByCity } from "@/server/dmc/list-tour-options";
import { route } from "@/server/http/route";

export const POST = route(getTourOptionsByCityEndpoint, (ctx, input) => listTourOptionsByCity(ctx, input));

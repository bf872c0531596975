import { getTourOptionsEndpoint } from "@/lib/contracts/dmc-activities";
import { listTourOptions } from "@/server/dmc/list-tour-options";
import { route } from "@/server/http/route";

export const GET = route(getTourOptionsEndpoint, (ctx, input) => listTourOptions(ctx, input));

import { fetchActivitiesEndpoint, ZCityIdParams } from "@/lib/contracts/dmc-activities";
import { listActivities } from "@/server/dmc/list-activities";
import { parseWithSchema } from "@/server/http/input";
import { route } from "@/server/http/route";

export const GET = route(fetchActivitiesEndpoint, (ctx) => listActivities(ctx, parseWithSchema(ZCityIdParams, ctx.params)));

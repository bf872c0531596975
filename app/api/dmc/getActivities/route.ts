import { getActivitiesEndpoint } from "@/lib/contracts/dmc-activities";
import { listActivities } from "@/server/dmc/list-activities";
import { route } from "@/server/http/route";

export const GET = route(getActivitiesEndpoint, (ctx, input) => listActivities(ctx, input));

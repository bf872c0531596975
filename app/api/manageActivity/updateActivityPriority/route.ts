import { updateActivityPriorityEndpoint } from "@/lib/contracts/dmc-activities";
import { updateActivityPriority } from "@/server/dmc/update-activity-priority";
import { route } from "@/server/http/route";

export const POST = route(updateActivityPriorityEndpoint, (ctx, input) => updateActivityPriority(ctx, input));

import { saveActivityEndpoint } from "@/lib/contracts/dmc-activities";
import { saveActivity } from "@/server/dmc/save-activity";
import { route } from "@/server/http/route";

export const POST = route(saveActivityEndpoint, (ctx, input) => saveActivity(ctx, input));

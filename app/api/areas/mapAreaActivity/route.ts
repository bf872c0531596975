import { mapAreaActivityEndpoint } from "@/lib/contracts/dmc-activities";
import { mapAreaActivity } from "@/server/dmc/map-area-activity";
import { route } from "@/server/http/route";

export const POST = route(mapAreaActivityEndpoint, (ctx, input) => mapAreaActivity(ctx, input));

import { saveTourOptionsEndpoint } from "@/lib/contracts/dmc-activities";
import { saveTourOption } from "@/server/dmc/save-tour-option";
import { route } from "@/server/http/route";

export const POST = route(saveTourOptionsEndpoint, (ctx, input) => saveTourOption(ctx, input));

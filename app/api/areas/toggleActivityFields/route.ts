import { toggleActivityFieldsEndpoint } from "@/lib/contracts/dmc-activities";
import { toggleActivityFields } from "@/server/dmc/toggle-activity-fields";
import { route } from "@/server/http/route";

export const POST = route(toggleActivityFieldsEndpoint, (ctx, input) => toggleActivityFields(ctx, input));

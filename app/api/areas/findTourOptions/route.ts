import { findTourOptionsEndpoint } from "@/lib/contracts/dmc-activities";
import { findTourOptions } from "@/server/dmc/list-tour-options";
import { route } from "@/server/http/route";

export const GET = route(findTourOptionsEndpoint, (ctx, input) => findTourOptions(ctx, input));

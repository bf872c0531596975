import { createDmcComboEndpoint } from "@/lib/contracts/dmc-activities";
import { createDmcCombo } from "@/server/dmc/create-dmc-combo";
import { route } from "@/server/http/route";

export const POST = route(createDmcComboEndpoint, (ctx, input) => createDmcCombo(ctx, input));

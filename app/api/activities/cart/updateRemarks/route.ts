import { updateRemarksEndpoint } from "@/lib/contracts/dmc-carts";
import { updateRemarks } from "@/server/dmc-carts/update-cart-fields";
import { route } from "@/server/http/route";

export const POST = route(updateRemarksEndpoint, (ctx, input) => updateRemarks(ctx, input));

import { updateCartStatusEndpoint } from "@/lib/contracts/dmc-carts";
import { updateCartStatus } from "@/server/dmc-carts/update-cart-fields";
import { route } from "@/server/http/route";

export const POST = route(updateCartStatusEndpoint, (ctx, input) => updateCartStatus(ctx, input));

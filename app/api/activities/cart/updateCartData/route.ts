import { updateCartDataEndpoint } from "@/lib/contracts/dmc-carts";
import { updateCartData } from "@/server/dmc-carts/update-cart-data";
import { route } from "@/server/http/route";

export const POST = route(updateCartDataEndpoint, (ctx, input) => updateCartData(ctx, input));

import { getCartDataEndpoint } from "@/lib/contracts/dmc-carts";
import { getCartData } from "@/server/dmc-carts/get-cart-data";
import { route } from "@/server/http/route";

export const POST = route(getCartDataEndpoint, (ctx, input) => getCartData(ctx, input));

import { addToCartEndpoint } from "@/lib/contracts/dmc-carts";
import { addToCart } from "@/server/dmc-carts/add-to-cart";
import { route } from "@/server/http/route";

export const POST = route(addToCartEndpoint, (ctx, input) => addToCart(ctx, input));

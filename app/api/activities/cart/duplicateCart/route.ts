import { duplicateCartEndpoint } from "@/lib/contracts/dmc-carts";
import { duplicateCart } from "@/server/dmc-carts/duplicate-cart";
import { route } from "@/server/http/route";

export const POST = route(duplicateCartEndpoint, (ctx, input) => duplicateCart(ctx, input));

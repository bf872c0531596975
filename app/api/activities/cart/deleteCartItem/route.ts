import { deleteCartItemEndpoint } from "@/lib/contracts/dmc-carts";
import { deleteCartItem } from "@/server/dmc-carts/delete-cart-item";
import { route } from "@/server/http/route";

export const POST = route(deleteCartItemEndpoint, (ctx, input) => deleteCartItem(ctx, input));

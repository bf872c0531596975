import { clearAllCartEndpoint } from "@/lib/contracts/dmc-carts";
import { clearAllCart } from "@/server/dmc-carts/clear-all-cart";
import { route } from "@/server/http/route";

export const POST = route(clearAllCartEndpoint, (ctx, input) => clearAllCart(ctx, input));

import { getCartsIdEndpoint } from "@/lib/contracts/dmc-carts";
import { listCartIds } from "@/server/dmc-carts/list-cart-ids";
import { route } from "@/server/http/route";

export const GET = route(getCartsIdEndpoint, (ctx) => listCartIds(ctx));

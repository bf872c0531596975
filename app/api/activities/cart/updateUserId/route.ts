import { updateUserIdEndpoint } from "@/lib/contracts/dmc-carts";
import { updateUserId } from "@/server/dmc-carts/update-cart-fields";
import { route } from "@/server/http/route";

export const POST = route(updateUserIdEndpoint, (ctx, input) => updateUserId(ctx, input));

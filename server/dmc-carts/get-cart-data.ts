import "server-only";
import type { UserContext } from "@/server/http/context";
import { findVisibleCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";

/** POST activities/cart/getCartData {cartId}: the cart, re-priced now (decision 0039). */
export async function getCartData(ctx: UserContext, input: { cartId: number }) {
  return { cart: await loadCartView(ctx, await findVisibleCart(ctx, input.cartId)) };
}

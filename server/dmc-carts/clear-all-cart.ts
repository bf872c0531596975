import "server-only";
import { eq } from "drizzle-orm";
import { dmcCartItems } from "@/db/schema/dmc-carts";
import { CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";

/** POST activities/cart/clearAllCart {cartId}: every item goes, the cart stays. */
export async function clearAllCart(ctx: UserContext, input: { cartId: number }) {
  const cart = await findVisibleCart(ctx, input.cartId);
  await ctx.db.db.delete(dmcCartItems).where(ctx.db.where(dmcCartItems, eq(dmcCartItems.cartId, cart.id)));
  await touchCart(ctx, cart.id);
  return { cart: await loadCartView(ctx, cart), message: CartMessages.cleared };
}

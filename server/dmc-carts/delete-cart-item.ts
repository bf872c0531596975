import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcCartItems } from "@/db/schema/dmc-carts";
import { CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";

/** POST activities/cart/deleteCartItem {cartId, cartItemId}: an item of another cart is 404. */
export async function deleteCartItem(ctx: UserContext, input: { cartId: number; cartItemId: number }) {
  const cart = await findVisibleCart(ctx, input.cartId);
  const gone = await ctx.db.db
    .delete(dmcCartItems)
    .where(ctx.db.where(dmcCartItems, and(eq(dmcCartItems.cartId, cart.id), eq(dmcCartItems.id, input.cartItemId))))
    .returning({ id: dmcCartItems.id });
  if (gone.length === 0) throw new AppError("NOT_FOUND", CartMessages.itemNotFound);
  await touchCart(ctx, cart.id);
  return { cart: await loadCartView(ctx, cart), message: CartMessages.itemRemoved };
}

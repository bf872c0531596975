import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcCartItems } from "@/db/schema/dmc-carts";
import { CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";

/** POST activities/cart/markUnMarkOptional {is_optional, cartItemId, cartId}. */
export async function markUnMarkOptional(ctx: UserContext, input: { is_optional: boolean; cartItemId: number; cartId: number }) {
  const cart = await findVisibleCart(ctx, input.cartId);
  const done = await ctx.db.db
    .update(dmcCartItems)
    .set({ isOptional: input.is_optional })
    .where(ctx.db.where(dmcCartItems, and(eq(dmcCartItems.cartId, cart.id), eq(dmcCartItems.id, input.cartItemId))))
    .returning({ id: dmcCartItems.id });
  if (done.length === 0) throw new AppError("NOT_FOUND", CartMessages.itemNotFound);
  await touchCart(ctx, cart.id);
  return { cart: await loadCartView(ctx, cart), message: input.is_optional ? CartMessages.optionalMarked : CartMessages.optionalUnmarked };
}

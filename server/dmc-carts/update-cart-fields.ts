import "server-only";
import { users } from "@/db/schema/users";
import { CartMessages, type TCartStatus } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";

async function answer(ctx: UserContext, cartId: number, message: string) {
  return { cart: await loadCartView(ctx, await findVisibleCart(ctx, cartId)), message };
}

/** POST activities/cart/updateCartStatus {cartId, status}. */
export async function updateCartStatus(ctx: UserContext, input: { cartId: number; status: TCartStatus }) {
  await findVisibleCart(ctx, input.cartId);
  await touchCart(ctx, input.cartId, { status: input.status });
  return answer(ctx, input.cartId, CartMessages.statusUpdated);
}

/** POST activities/cart/updateRemarks {cartId, remarks}. */
export async function updateRemarks(ctx: UserContext, input: { cartId: number; remarks: string }) {
  await findVisibleCart(ctx, input.cartId);
  await touchCart(ctx, input.cartId, { remarks: input.remarks });
  return answer(ctx, input.cartId, CartMessages.remarksUpdated);
}

/** POST activities/cart/updateUserId {cartId, userId}: the cart's user (and company) become that site user's. */
export async function updateUserId(ctx: UserContext, input: { cartId: number; userId: number }) {
  await findVisibleCart(ctx, input.cartId);
  const [user] = await ctx.db.db.select({ id: users.id, legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, input.userId));
  if (!user) throw new AppError("NOT_FOUND", CartMessages.userNotFound);
  await touchCart(ctx, input.cartId, { userId: user.id, legalEntityId: user.legalEntityId });
  return answer(ctx, input.cartId, CartMessages.userUpdated);
}

import "server-only";
import { eq } from "drizzle-orm";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { CartItemMessages, CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";
import { checkoutDate, priceCartLines, toPriceLine } from "./price-cart-items";

type Input = { cartId: number; adults: number; children: number; startDate: string; endDate: string; acceptPriceChanges: boolean };

/**
 * POST activities/cart/updateCartData (decision 0064). A change of party or dates is the one way a
 * cart's frame changes: every item is re-priced for the new party (the engine's price becomes the
 * accepted one), and an item outside the new dates (a hotel stay past the new last day) refuses the
 * whole change, naming it. With the same party and dates, acceptPriceChanges takes the engine's
 * current prices; without it nothing changes.
 */
export async function updateCartData(ctx: UserContext, input: Input) {
  const cart = await findVisibleCart(ctx, input.cartId);
  const frame = { adults: input.adults, children: input.children, startDate: input.startDate, endDate: input.endDate };
  const changed = frame.adults !== cart.adults || frame.children !== cart.children || frame.startDate !== cart.startDate || frame.endDate !== cart.endDate;
  if (!changed && !input.acceptPriceChanges) return { cart: await loadCartView(ctx, cart), message: CartMessages.updated };
  const items = await ctx.db.db.select().from(dmcCartItems).where(ctx.db.where(dmcCartItems, eq(dmcCartItems.cartId, cart.id)));
  const { prices } = await priceCartLines(ctx.db, cart.userId, items.map((i) => toPriceLine(i, frame)));
  for (const [i, item] of items.entries()) {
    const outside = item.date < frame.startDate || item.date > frame.endDate || (item.kind === "hotel" && checkoutDate(item.date, item.nights!) > frame.endDate);
    if (outside) throw new AppError("BAD_REQUEST", CartItemMessages.outsideNewDates(prices[i].label, item.date, frame.startDate, frame.endDate));
  }
  await ctx.db.transaction(async (tx) => {
    for (const [i, item] of items.entries()) await tx.update(dmcCartItems).set({ acceptedTotals: prices[i].totals }).where(ctx.db.byId(dmcCartItems, item.id));
    if (changed) await tx.update(dmcCarts).set({ ...frame, updatedAt: new Date() }).where(ctx.db.byId(dmcCarts, cart.id));
  });
  if (!changed) await touchCart(ctx, cart.id);
  return { cart: await loadCartView(ctx, await findVisibleCart(ctx, cart.id)), message: changed ? CartMessages.datesChanged : CartMessages.updated };
}

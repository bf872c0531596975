import "server-only";
import { eq } from "drizzle-orm";
import { dmcCartItems } from "@/db/schema/dmc-carts";
import { CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";
import { priceCartLines, toPriceLine } from "./price-cart-items";

type Input = { cartId: number; adults: number; children: number; startDate: string; endDate: string; acceptPriceChanges: boolean };

/** POST activities/cart/updateCartData: the party and dates; the engine's current prices are taken only when asked. */
export async function updateCartData(ctx: UserContext, input: Input) {
  const cart = await findVisibleCart(ctx, input.cartId);
  const party = { adults: input.adults, children: input.children };
  await touchCart(ctx, cart.id, { ...party, startDate: input.startDate, endDate: input.endDate });
  if (input.acceptPriceChanges) {
    const items = await ctx.db.db.select().from(dmcCartItems).where(ctx.db.where(dmcCartItems, eq(dmcCartItems.cartId, cart.id)));
    const { prices } = await priceCartLines(ctx.db, cart.userId, items.map((i) => toPriceLine(i, party)));
    for (const [i, item] of items.entries()) {
      await ctx.db.db.update(dmcCartItems).set({ acceptedTotals: prices[i].totals }).where(ctx.db.byId(dmcCartItems, item.id));
    }
  }
  return { cart: await loadCartView(ctx, await findVisibleCart(ctx, cart.id)), message: CartMessages.updated };
}

import "server-only";
import { eq } from "drizzle-orm";
import { dmcCartItems, dmcCarts } from "@/db/schema/dmc-carts";
import { CartMessages } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { findVisibleCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";

/** POST activities/cart/duplicateCart {cartId}: a new cart (status new) with copies of the items and their accepted prices. */
export async function duplicateCart(ctx: UserContext, input: { cartId: number }) {
  const source = await findVisibleCart(ctx, input.cartId);
  const copy = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(dmcCarts)
      .values({ siteId: ctx.db.siteId, userId: source.userId, legalEntityId: source.legalEntityId, createdByUserId: ctx.principal.userId, startDate: source.startDate, endDate: source.endDate, adults: source.adults, children: source.children, remarks: source.remarks })
      .returning();
    const items = await tx.select().from(dmcCartItems).where(ctx.db.where(dmcCartItems, eq(dmcCartItems.cartId, source.id)));
    if (items.length > 0) await tx.insert(dmcCartItems).values(items.map((i) => ({ siteId: i.siteId, cartId: row.id, kind: i.kind, tourOptionId: i.tourOptionId, sharingBasis: i.sharingBasis, transferType: i.transferType, timeSlot: i.timeSlot, roomTypeId: i.roomTypeId, date: i.date, nights: i.nights, rooms: i.rooms, isOptional: i.isOptional, acceptedTotals: i.acceptedTotals })));
    return row;
  });
  return { cartId: copy.id, cart: await loadCartView(ctx, copy), message: CartMessages.duplicated };
}

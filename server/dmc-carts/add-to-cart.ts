import "server-only";
import { dmcCarts, dmcCartItems } from "@/db/schema/dmc-carts";
import { users } from "@/db/schema/users";
import { CartMessages, NO_CART_ID, type TAddToCartRequest } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadCartView } from "./load-cart-view";
import { priceCartLines, toPriceLine } from "./price-cart-items";

async function createCart(ctx: UserContext, input: TAddToCartRequest) {
  const [me] = await ctx.db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, ctx.principal.userId));
  const [row] = await ctx.db.db
    .insert(dmcCarts)
    .values({ siteId: ctx.db.siteId, userId: ctx.principal.userId, legalEntityId: me?.legalEntityId ?? null, createdByUserId: ctx.principal.userId, startDate: input.startDate, endDate: input.endDate, adults: input.adults, children: input.children })
    .returning();
  return row;
}

/**
 * POST activities/cart/addToCart: prices the item for the cart's user (an unknown or another site's
 * item is 404 before anything is written), then adds it; cartId -1 creates the caller's cart. The
 * request's party and dates become the cart's (the earlier items' prices are re-checked on read).
 */
export async function addToCart(ctx: UserContext, input: TAddToCartRequest) {
  const existing = input.cartId === NO_CART_ID ? null : await findVisibleCart(ctx, input.cartId);
  const party = { adults: input.adults, children: input.children };
  const item = input.item.kind === "tourOption"
    ? { kind: "tourOption" as const, tourOptionId: input.item.tourOptionId, roomTypeId: null, date: input.item.date, nights: null, rooms: null, sharingBasis: input.item.transfer?.sharingBasis ?? null, transferType: input.item.transfer?.transferType ?? null }
    : { kind: "hotel" as const, tourOptionId: null, roomTypeId: input.item.roomTypeId, date: input.item.checkinDate, nights: input.item.nights, rooms: input.item.rooms, sharingBasis: null, transferType: null };
  const { prices } = await priceCartLines(ctx.db, existing?.userId ?? ctx.principal.userId, [toPriceLine(item, party)]);
  const cart = existing ?? (await createCart(ctx, input));
  await ctx.db.db.insert(dmcCartItems).values({ siteId: ctx.db.siteId, cartId: cart.id, ...item, acceptedTotals: prices[0].totals });
  if (existing) await touchCart(ctx, cart.id, { ...party, startDate: input.startDate, endDate: input.endDate });
  const fresh = await findVisibleCart(ctx, cart.id);
  return { cartId: cart.id, cart: await loadCartView(ctx, fresh), message: CartMessages.added };
}

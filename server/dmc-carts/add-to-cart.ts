import "server-only";
import { dmcCarts, dmcCartItems } from "@/db/schema/dmc-carts";
import { users } from "@/db/schema/users";
import { CartItemMessages, CartMessages, NO_CART_ID, type TAddToCartRequest } from "@/lib/contracts/dmc-carts";
import { priceErrorFor } from "@/server/dmc/to-price-view";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findVisibleCart, touchCart } from "./cart-access";
import { loadTourOptionDetails } from "./cart-item-details";
import { loadCartView } from "./load-cart-view";
import { checkoutDate, priceCartLines, toPriceLine } from "./price-cart-items";

type Frame = { startDate: string; endDate: string; adults: number; children: number };

async function createCart(ctx: UserContext, frame: Frame) {
  const [me] = await ctx.db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, ctx.principal.userId));
  const [row] = await ctx.db.db
    .insert(dmcCarts)
    .values({ siteId: ctx.db.siteId, userId: ctx.principal.userId, legalEntityId: me?.legalEntityId ?? null, createdByUserId: ctx.principal.userId, ...frame })
    .returning();
  return row;
}

const refuse = (field: string, message: string) => new AppError("VALIDATION_ERROR", message, { shortError: { [field]: message } });

/** The option's time slot: required (one of its own) when it has slots, a single slot taken as chosen; none otherwise. */
async function chooseTimeSlot(ctx: UserContext, tourOptionId: number, asked: string | null | undefined): Promise<string | null> {
  const option = (await loadTourOptionDetails(ctx.db, [tourOptionId])).get(tourOptionId);
  if (!option) throw new AppError("NOT_FOUND", "Tour option not found");
  const slots = option.hasTimeSlots ? option.timeSlots : [];
  if (!asked) {
    if (slots.length === 1) return slots[0];
    if (slots.length > 1) throw refuse("item.timeSlot", CartItemMessages.timeSlotRequired(option.name, slots));
    return null;
  }
  if (!slots.includes(asked)) throw refuse("item.timeSlot", CartItemMessages.timeSlotNotOffered(option.name, slots));
  return asked;
}

/**
 * POST activities/cart/addToCart (decision 0064): cartId -1 creates the caller's cart with the
 * request's party and dates; an existing cart keeps its own (updateCartData changes them), and the
 * item is priced for the cart's user and party. A tour option's day must be within the cart's dates
 * and its time slot one of its own; a hotel stay must end by the cart's last day. An item the engine
 * cannot price is refused with the reason (plain for a customer). An unknown or another site's item
 * is 404 before anything is written.
 */
export async function addToCart(ctx: UserContext, input: TAddToCartRequest) {
  const existing = input.cartId === NO_CART_ID ? null : await findVisibleCart(ctx, input.cartId);
  const frame: Frame = existing ?? { startDate: input.startDate, endDate: input.endDate, adults: input.adults, children: input.children };
  const party = { adults: frame.adults, children: frame.children };
  const item =
    input.item.kind === "tourOption"
      ? { kind: "tourOption" as const, tourOptionId: input.item.tourOptionId, roomTypeId: null, date: input.item.date, nights: null, rooms: null, sharingBasis: input.item.transfer?.sharingBasis ?? null, transferType: input.item.transfer?.transferType ?? null, timeSlot: await chooseTimeSlot(ctx, input.item.tourOptionId, input.item.timeSlot) }
      : { kind: "hotel" as const, tourOptionId: null, roomTypeId: input.item.roomTypeId, date: input.item.checkinDate, nights: input.item.nights, rooms: input.item.rooms, sharingBasis: null, transferType: null, timeSlot: null };
  const { prices } = await priceCartLines(ctx.db, existing?.userId ?? ctx.principal.userId, [toPriceLine(item, party)]);
  const [price] = prices;
  const dateField = item.kind === "tourOption" ? "item.date" : "item.checkinDate";
  if (item.date < frame.startDate || item.date > frame.endDate) throw refuse(dateField, CartItemMessages.outsideCart(price.label, frame.startDate, frame.endDate));
  if (item.kind === "hotel" && checkoutDate(item.date, item.nights) > frame.endDate) throw refuse("item.nights", CartItemMessages.stayPastEnd(price.label, frame.endDate));
  if (price.totals === null) throw new AppError("BAD_REQUEST", CartItemMessages.notPriced(price.label, priceErrorFor(ctx.principal, price.error) ?? CartMessages.noRate));
  const cart = existing ?? (await createCart(ctx, frame));
  await ctx.db.db.insert(dmcCartItems).values({ siteId: ctx.db.siteId, cartId: cart.id, ...item, acceptedTotals: price.totals });
  if (existing) await touchCart(ctx, cart.id);
  const fresh = await findVisibleCart(ctx, cart.id);
  return { cartId: cart.id, cart: await loadCartView(ctx, fresh), message: CartMessages.added };
}

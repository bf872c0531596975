import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { dmcCartItems } from "@/db/schema/dmc-carts";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import type { TCart, TCartItem } from "@/lib/contracts/dmc-carts";
import type { Money } from "@/server/dmc/rate-engine-types";
import { priceErrorFor, pricesForLabel } from "@/server/dmc/to-price-view";
import type { UserContext } from "@/server/http/context";
import type { CartRow } from "./cart-access";
import { loadPriceOwner, loadRoomTypeCities, loadTourOptionDetails } from "./cart-item-details";
import { cartClashes } from "./cart-warnings";
import { priceCartLines, sameTotals, toMajor, toPriceLine } from "./price-cart-items";

function sumTotals(lists: Money[][]): Money[] {
  const by = new Map<string, number>();
  for (const l of lists) for (const m of l) by.set(m.currency, (by.get(m.currency) ?? 0) + m.amount);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}

async function quotationOf(ctx: UserContext, kartId: number | null): Promise<string | null> {
  if (kartId === null) return null;
  const [row] = await ctx.db.db.select({ quotationId: dmcItineraries.quotationId }).from(dmcItineraries).where(and(eq(dmcItineraries.siteId, ctx.db.siteId), eq(dmcItineraries.id, kartId)));
  return row?.quotationId ?? null;
}

/**
 * The cart as the screens show it: items re-priced now for the cart's user, next to the accepted
 * price; whose prices they are; the city of its first item (the search opens on it); overlapping
 * tour options as warnings; the quotation made from it. A customer reads plain reasons (decision 0064).
 */
export async function loadCartView(ctx: UserContext, cart: CartRow): Promise<TCart> {
  const items = await ctx.db.db.select().from(dmcCartItems).where(ctx.db.where(dmcCartItems, eq(dmcCartItems.cartId, cart.id))).orderBy(asc(dmcCartItems.date), asc(dmcCartItems.id));
  const [owner, options, roomCities, quotationId, priced] = await Promise.all([
    loadPriceOwner(ctx.db, cart.userId),
    loadTourOptionDetails(ctx.db, items.flatMap((i) => (i.tourOptionId ? [i.tourOptionId] : []))),
    loadRoomTypeCities(ctx.db, items.flatMap((i) => (i.roomTypeId ? [i.roomTypeId] : []))),
    quotationOf(ctx, cart.kartId),
    priceCartLines(ctx.db, cart.userId, items.map((i) => toPriceLine(i, cart))),
  ]);
  const { prices } = priced;
  const views: TCartItem[] = items.map((item, i) => {
    const now = prices[i];
    const accepted = item.acceptedTotals ?? null;
    return {
      id: item.id,
      kind: item.kind,
      label: now.label,
      tourOptionId: item.tourOptionId,
      roomTypeId: item.roomTypeId,
      date: item.date,
      nights: item.nights,
      rooms: item.rooms,
      timeSlot: item.timeSlot,
      transfer: item.sharingBasis && item.transferType ? { sharingBasis: item.sharingBasis, transferType: item.transferType } : null,
      is_optional: item.isOptional,
      price: toMajor(accepted),
      currentPrice: toMajor(now.totals),
      priceChanged: !sameTotals(accepted, now.totals),
      priceError: priceErrorFor(ctx.principal, now.error),
    };
  });
  const counted = items.filter((i) => !i.isOptional && i.acceptedTotals).map((i) => i.acceptedTotals!);
  const first = items[0];
  const cityId = first ? (first.tourOptionId ? options.get(first.tourOptionId)?.cityId : roomCities.get(first.roomTypeId!)) ?? null : null;
  const warnings = cartClashes(items.flatMap((item, i) => (item.kind === "tourOption" ? [{ label: prices[i].label, date: item.date, timeSlot: item.timeSlot, option: options.get(item.tourOptionId!) }] : [])));
  return {
    id: cart.id,
    startDate: cart.startDate,
    endDate: cart.endDate,
    adults: cart.adults,
    children: cart.children,
    status: cart.status,
    remarks: cart.remarks,
    userId: cart.userId,
    userName: owner.name,
    companyName: owner.companyName,
    createdAt: cart.createdAt.toISOString(),
    cityId,
    pricesFor: pricesForLabel(ctx.principal, owner, priced.marketName),
    kartId: cart.kartId,
    quotationId,
    warnings,
    cartItems: { tourOptionCart: views.filter((v) => v.kind === "tourOption"), hotelCart: views.filter((v) => v.kind === "hotel") },
    totals: toMajor(sumTotals(counted)) ?? [],
    hasPriceChanges: views.some((v) => v.priceChanged),
  };
}

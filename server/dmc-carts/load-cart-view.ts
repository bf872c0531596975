import "server-only";
import { asc, eq } from "drizzle-orm";
import { dmcCartItems } from "@/db/schema/dmc-carts";
import { legalEntities, users } from "@/db/schema/users";
import type { TCart, TCartItem } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import type { Money } from "@/server/dmc/rate-engine-types";
import type { CartRow } from "./cart-access";
import { priceCartLines, sameTotals, toMajor, toPriceLine } from "./price-cart-items";

function sumTotals(lists: Money[][]): Money[] {
  const by = new Map<string, number>();
  for (const l of lists) for (const m of l) by.set(m.currency, (by.get(m.currency) ?? 0) + m.amount);
  return [...by.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([currency, amount]) => ({ currency, amount }));
}

/** The cart as the screens show it: items re-priced now for the cart's user, next to the accepted price. */
export async function loadCartView(ctx: UserContext, cart: CartRow): Promise<TCart> {
  const [items, [holder]] = await Promise.all([
    ctx.db.db.select().from(dmcCartItems).where(ctx.db.where(dmcCartItems, eq(dmcCartItems.cartId, cart.id))).orderBy(asc(dmcCartItems.date), asc(dmcCartItems.id)),
    ctx.db.db
      .select({ firstName: users.firstName, lastName: users.lastName, companyName: legalEntities.companyName })
      .from(users)
      .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
      .where(ctx.db.byId(users, cart.userId)),
  ]);
  const { prices } = await priceCartLines(ctx.db, cart.userId, items.map((i) => toPriceLine(i, cart)));
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
      transfer: item.sharingBasis && item.transferType ? { sharingBasis: item.sharingBasis, transferType: item.transferType } : null,
      is_optional: item.isOptional,
      price: toMajor(accepted),
      currentPrice: toMajor(now.totals),
      priceChanged: !sameTotals(accepted, now.totals),
      priceError: now.error,
    };
  });
  const counted = items.filter((i) => !i.isOptional && i.acceptedTotals).map((i) => i.acceptedTotals!);
  return {
    id: cart.id,
    startDate: cart.startDate,
    endDate: cart.endDate,
    adults: cart.adults,
    children: cart.children,
    status: cart.status,
    remarks: cart.remarks,
    userId: cart.userId,
    userName: holder ? [holder.firstName, holder.lastName].filter(Boolean).join(" ") : "",
    companyName: holder?.companyName ?? null,
    createdAt: cart.createdAt.toISOString(),
    cartItems: { tourOptionCart: views.filter((v) => v.kind === "tourOption"), hotelCart: views.filter((v) => v.kind === "hotel") },
    totals: toMajor(sumTotals(counted)) ?? [],
    hasPriceChanges: views.some((v) => v.priceChanged),
  };
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { legalEntities, users } from "@/db/schema/users";
import { BookingMessages } from "@/lib/contracts/bookings";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { SiteDb } from "@/db/client";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { parseResultIndex } from "@/server/flights/to-api-result";
import { isNetworkSourceId } from "@/server/network/network-flight-sources";
import { isConsumerCompanyHoldAllowed, isNetworkHoldAllowed } from "@/server/network/network-hold";

export type OrderRow = typeof flightOrders.$inferSelect;
export type BookingRow = typeof flightBookings.$inferSelect;
export type OrderQuote = { supplierResultIndex: string; result: TFlightResult; quotedAt: string };

/** The caller's own order on this site; anyone else's (or another site's) is 404. */
export async function getOwnOrderOrThrow(ctx: UserContext, orderId: string): Promise<OrderRow> {
  const [row] = await ctx.db.db.select().from(flightOrders).where(ctx.db.where(flightOrders, eq(flightOrders.id, orderId))).limit(1);
  if (!row || row.userId !== ctx.principal.userId) throw new AppError("NOT_FOUND", "Order not found");
  return row;
}

export const isOrderExpired = (order: Pick<OrderRow, "expiresAt">, now = Date.now()) => order.expiresAt.getTime() <= now;

export function assertOrderOpen(order: OrderRow): void {
  if (isOrderExpired(order) || order.status === "expired") throw new AppError("CONFLICT", BookingMessages.paymentExpired);
}

/** The leg's selected result as quoted (the quote's price and index win over the search's). */
export function legOf(order: OrderRow, legIndex: number) {
  const selection = order.selection as TFlightResult[];
  const selected = selection[legIndex];
  if (!selected) throw new AppError("VALIDATION_ERROR", "isReturn: this order has no return flight", { shortError: { isReturn: "This order has no return flight" } });
  const quote = (order.quotes as Record<string, OrderQuote>)[selected.resultIndex];
  const parsed = parseResultIndex(selected.resultIndex);
  const supplier = order.suppliers.find((s) => s.id === parsed?.supplierId);
  if (!parsed || !supplier) throw new AppError("NOT_FOUND", "The supplier of this result is no longer available");
  return {
    legIndex,
    selected,
    result: quote?.result ?? selected,
    supplierResultIndex: quote?.supplierResultIndex ?? parsed.supplierIndex,
    supplier,
    legCount: selection.length,
  };
}
export type OrderLeg = ReturnType<typeof legOf>;

export async function findLegBooking(db: SiteDb, orderId: string, legIndex: number): Promise<BookingRow | undefined> {
  const [row] = await db.db
    .select()
    .from(flightBookings)
    .where(db.where(flightBookings, and(eq(flightBookings.orderId, orderId), eq(flightBookings.legIndex, legIndex))))
    .limit(1);
  return row;
}

/**
 * The caller's booking-relevant facts: their company (bookings are shared with it) and the hold
 * switch. A consumer site's company (a network key's user) holds by the supplier's switch for that
 * consumer instead of the user's own (decision 0032).
 */
export async function getBookerOrThrow(ctx: UserContext) {
  const [user] = await ctx.db.db
    .select({ isFlightHoldAllowed: users.isFlightHoldAllowed, legalEntityId: users.legalEntityId, consumerSiteId: legalEntities.consumerSiteId })
    .from(users)
    .leftJoin(legalEntities, eq(legalEntities.id, users.legalEntityId))
    .where(ctx.db.byId(users, ctx.principal.userId))
    .limit(1);
  if (!user) throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  const isFlightHoldAllowed = user.consumerSiteId === null ? user.isFlightHoldAllowed : await isConsumerCompanyHoldAllowed(ctx.db, user.consumerSiteId);
  return { isFlightHoldAllowed, legalEntityId: user.legalEntityId };
}

/**
 * A GDS fare may be held by users with isFlightHoldAllowed and the hold permission; a fare of a
 * linked supplier site (negative `sourceId`) only when that supplier allows us to hold (decision 0032).
 */
export async function canHoldFare(ctx: UserContext, isLcc: boolean, booker?: { isFlightHoldAllowed: boolean }, sourceId?: number): Promise<boolean> {
  if (isLcc) return false;
  const user = booker ?? (await getBookerOrThrow(ctx));
  if (!user.isFlightHoldAllowed || !(await hasPermission(ctx.principal, "flights.booking.hold"))) return false;
  return sourceId === undefined || !isNetworkSourceId(sourceId) || isNetworkHoldAllowed(ctx.db, sourceId);
}

import "server-only";
import { and, asc, desc, eq, inArray } from "drizzle-orm";
import { dmcActivities, dmcAreas, dmcTourOptions } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import type { TSearchActivitiesRequest, TSearchActivity } from "@/lib/contracts/dmc-carts";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { priceErrorFor, pricesForLabel, seesPriceExplanation } from "@/server/dmc/to-price-view";
import { findVisibleCart } from "./cart-access";
import { loadPriceOwner } from "./cart-item-details";
import { priceCartLines, toMajor } from "./price-cart-items";

/**
 * POST activities/searchActivitiesByCityId: the city's turned-on activities (by priority, then
 * name) and their tour options, each priced on startDate for the party (ticket only) in one engine
 * call, for the open cart's user (cartId: staff working a customer's cart see the customer's
 * prices) or else the caller. Infants are counted by nobody's rates and travel free. Staff get the
 * market and markup explanation; a customer nothing of it (decision 0064).
 */
export async function searchActivities(ctx: UserContext, input: TSearchActivitiesRequest) {
  const priceFor = input.cartId === undefined ? ctx.principal.userId : (await findVisibleCart(ctx, input.cartId)).userId;
  const [city] = await ctx.db.db.select({ id: cities.id, name: cities.name }).from(cities).where(eq(cities.id, input.cityId));
  if (!city) throw new AppError("NOT_FOUND", "City not found");
  const activities = await ctx.db.db
    .select({ id: dmcActivities.id, name: dmcActivities.name, description: dmcActivities.description, isTransferRequired: dmcActivities.isTransferRequired, area: dmcAreas.name })
    .from(dmcActivities)
    .leftJoin(dmcAreas, and(eq(dmcAreas.siteId, dmcActivities.siteId), eq(dmcAreas.id, dmcActivities.areaId)))
    .where(ctx.db.where(dmcActivities, eq(dmcActivities.cityId, city.id), eq(dmcActivities.isTurnedOn, true)))
    .orderBy(desc(dmcActivities.priority), asc(dmcActivities.name), asc(dmcActivities.id));
  const options = activities.length
    ? await ctx.db.db
        .select()
        .from(dmcTourOptions)
        .where(ctx.db.where(dmcTourOptions, inArray(dmcTourOptions.activityId, activities.map((a) => a.id))))
        .orderBy(asc(dmcTourOptions.name), asc(dmcTourOptions.id))
    : [];
  const [priced, owner] = await Promise.all([
    priceCartLines(
      ctx.db,
      priceFor,
      options.map((o) => ({ kind: "tourOption" as const, tourOptionId: o.id, date: input.startDate, adults: input.adults, children: input.children, transfer: null, comboId: null })),
    ),
    loadPriceOwner(ctx.db, priceFor),
  ]);
  const result: TSearchActivity[] = activities.map((a) => ({
    ...a,
    tourOptions: options.flatMap((o, i) =>
      o.activityId === a.id
        ? [{ id: o.id, name: o.name, description: o.description, hasMeal: o.hasMeal, hasGuide: o.hasGuide, hasTicket: o.hasTicket, timeSlots: o.hasTimeSlots ? o.timeSlots : [], pickupTime: o.pickupTime, dropTime: o.dropTime, isPriced: priced.prices[i].totals !== null, priceError: priceErrorFor(ctx.principal, priced.prices[i].error), totals: toMajor(priced.prices[i].totals) ?? [] }]
        : [],
    ),
  }));
  return {
    cityId: city.id,
    cityName: city.name,
    pricesFor: { userId: priceFor, label: pricesForLabel(ctx.principal, owner, priced.marketName) },
    explanation: seesPriceExplanation(ctx.principal) ? { market: priced.market, markup: priced.markup } : null,
    result,
  };
}

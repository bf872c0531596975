import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { dmcAreas, dmcHotels, dmcMarkets, dmcRoomRates, dmcRoomTypes } from "@/db/schema/dmc";
import { cities } from "@/db/schema/masterdata";
import { DmcRateMessages, type TAccomodationView, type TCreateAccomodationRequest } from "@/lib/contracts/dmc-rates";
import { checkRateSheet } from "@/lib/dmc/rate-sheet";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { listAccomodation } from "./list-accomodation";

/**
 * dmc/createNewAccomodation: a hotel, its room types and their nightly rates in one transaction.
 * Each room type's sheet goes through checkRateSheet (rates numbered 1, 2... in the order sent):
 * errors refuse the whole save (400), warnings come back with the success.
 */
export async function createAccomodation(ctx: UserContext, input: TCreateAccomodationRequest): Promise<TAccomodationView & { message: string; warnings: string[] }> {
  const marketIds = [...new Set(input.roomTypes.flatMap((rt) => rt.rates.map((r) => r.marketId)))];
  const [[city], markets, area] = await Promise.all([
    ctx.db.db.select({ id: cities.id }).from(cities).where(eq(cities.id, input.cityId)).limit(1),
    ctx.db.db.select({ id: dmcMarkets.id, name: dmcMarkets.name }).from(dmcMarkets).where(and(eq(dmcMarkets.siteId, ctx.site.id), inArray(dmcMarkets.id, marketIds))),
    input.areaId ? ctx.db.db.select({ id: dmcAreas.id }).from(dmcAreas).where(ctx.db.byId(dmcAreas, input.areaId)).limit(1) : Promise.resolve([{ id: 0 }]),
  ]);
  if (!city) throw new AppError("NOT_FOUND", "City not found");
  if (area.length === 0) throw new AppError("NOT_FOUND", "Area not found");
  if (markets.length !== marketIds.length) throw new AppError("NOT_FOUND", "Market not found");
  const marketName = new Map(markets.map((m) => [m.id, m.name]));

  const errors: string[] = [];
  const warnings: string[] = [];
  for (const rt of input.roomTypes) {
    const report = checkRateSheet(rt.rates.map((r, i) => ({ id: i + 1, marketId: r.marketId, marketName: marketName.get(r.marketId), priority: r.priority, validFromDate: r.validFromDate, validTillDate: r.validTillDate })));
    errors.push(...report.errors.map((e) => `${rt.name}: ${e.message}`));
    warnings.push(...report.warnings.map((w) => `${rt.name}: ${w.message}`));
  }
  if (errors.length > 0) throw new AppError("VALIDATION_ERROR", errors.join("; "), { data: { errors, warnings } });

  const hotelId = await ctx.db.transaction(async (tx) => {
    const [hotel] = await tx
      .insert(dmcHotels)
      .values({ siteId: ctx.site.id, name: input.name, cityId: input.cityId, areaId: input.areaId ?? null, address: input.address, starRating: input.starRating ?? null, description: input.description })
      .returning({ id: dmcHotels.id });
    for (const rt of input.roomTypes) {
      const [roomType] = await tx.insert(dmcRoomTypes).values({ siteId: ctx.site.id, hotelId: hotel.id, name: rt.name }).returning({ id: dmcRoomTypes.id });
      await tx.insert(dmcRoomRates).values(rt.rates.map((r) => ({ siteId: ctx.site.id, roomTypeId: roomType.id, ...r })));
    }
    return hotel.id;
  });
  const [view] = await listAccomodation(ctx.db, { search: "" }, [hotelId]);
  return { ...view, message: DmcRateMessages.accomodationSaved, warnings };
}

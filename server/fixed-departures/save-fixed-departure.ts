import "server-only";
import { and, sql } from "drizzle-orm";
import { fixedDepartures } from "@/db/schema/fixed-departures";
import { FixedDepartureMessages, type TSaveFixedDepartureRequest } from "@/lib/contracts/fixed-departures";
import { toMinorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { getDepartureOrThrow, toStaffDepartureView } from "./fd-records";

/**
 * POST /api/fixedDeparture/saveDeparture: staff load or edit a departure. Seats can be raised, or
 * lowered down to those sold and released: the update is conditional on the row's current counts,
 * so a booking racing the edit cannot leave it oversold (409).
 */
export async function saveFixedDeparture(ctx: UserContext, input: TSaveFixedDepartureRequest) {
  const values = {
    title: input.title,
    origin: input.origin,
    destination: input.destination,
    departureDate: input.departureDate,
    returnDate: input.returnDate ?? null,
    isDomestic: input.isDomestic ?? false,
    segments: input.segments,
    pnr: input.pnr,
    seatsTotal: input.seatsTotal,
    adultPrice: toMinorUnits(input.adultPrice),
    childPrice: toMinorUnits(input.childPrice),
    infantPrice: toMinorUnits(input.infantPrice),
    depositPerSeat: toMinorUnits(input.depositPerSeat),
    currency: input.currency,
    balanceDueDays: input.balanceDueDays,
    namesDueDays: input.namesDueDays,
    updatedAt: new Date(),
  };
  if (input.id === undefined) {
    const [row] = await ctx.db.db
      .insert(fixedDepartures)
      .values({ ...values, siteId: ctx.site.id, createdByUserId: ctx.principal.userId })
      .returning();
    return { departure: toStaffDepartureView(row), message: FixedDepartureMessages.saved };
  }
  await getDepartureOrThrow(ctx.db, input.id);
  const [row] = await ctx.db.db
    .update(fixedDepartures)
    .set(values)
    .where(and(ctx.db.byId(fixedDepartures, input.id), sql`${fixedDepartures.seatsSold} + ${fixedDepartures.seatsReleased} <= ${input.seatsTotal}`))
    .returning();
  if (!row) throw new AppError("CONFLICT", FixedDepartureMessages.seatsBelowSold);
  return { departure: toStaffDepartureView(row), message: FixedDepartureMessages.saved };
}

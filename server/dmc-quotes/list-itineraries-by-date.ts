import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { users } from "@/db/schema/users";
import type { UserContext } from "@/server/http/context";
import { toMajor } from "./kart-money";

/** POST dmc/getItinerariesByDate {date}: itineraries in progress that day (arrival <= date <= arrival + nights), not cancelled. */
export async function listItinerariesByDate(ctx: UserContext, input: { date: string }) {
  const rows = await ctx.db.db
    .select({
      id: dmcItineraries.id,
      quotationId: dmcItineraries.quotationId,
      kartName: dmcItineraries.kartName,
      customerName: sql<string>`trim(${users.firstName} || ' ' || coalesce(${users.lastName}, ''))`,
      arrivalDate: dmcItineraries.arrivalDate,
      noOfNights: dmcItineraries.noOfNights,
      adults: dmcItineraries.adults,
      child: dmcItineraries.child,
      infant: dmcItineraries.infant,
      isVouchered: dmcItineraries.isVouchered,
      currency: dmcItineraries.currency,
      totalPrice: dmcItineraries.totalPrice,
    })
    .from(dmcItineraries)
    .innerJoin(users, eq(users.id, dmcItineraries.customerId))
    .where(
      and(
        eq(dmcItineraries.siteId, ctx.db.siteId),
        eq(dmcItineraries.isCancelled, false),
        sql`${dmcItineraries.arrivalDate} <= ${input.date}::date`,
        sql`${dmcItineraries.arrivalDate} + ${dmcItineraries.noOfNights}::int >= ${input.date}::date`,
      ),
    )
    .orderBy(asc(dmcItineraries.arrivalDate), asc(dmcItineraries.id));
  return { itineraries: rows.map((r) => ({ ...r, totalPrice: toMajor(r.totalPrice) })) };
}

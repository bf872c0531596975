import "server-only";
import { asc } from "drizzle-orm";
import { fixedDepartures } from "@/db/schema/fixed-departures";
import type { TStaffFixedDepartureView } from "@/lib/contracts/fixed-departures";
import type { UserContext } from "@/server/http/context";
import { toStaffDepartureView } from "./fd-records";

/** POST /api/fixedDeparture/listDepartures: every departure of the site for staff, soonest first. */
export async function listStaffDepartures(ctx: Pick<UserContext, "db">): Promise<{ result: TStaffFixedDepartureView[] }> {
  const rows = await ctx.db.db.select().from(fixedDepartures).where(ctx.db.where(fixedDepartures)).orderBy(asc(fixedDepartures.departureDate), asc(fixedDepartures.id));
  return { result: rows.map(toStaffDepartureView) };
}

import "server-only";
import type { TFdBookingView } from "@/lib/contracts/fixed-departures";
import type { UserContext } from "@/server/http/context";
import { createSiteDb } from "@/db/client";
import { listBookings } from "./fd-records";

/** POST /api/fixedDeparture/queue (spec 000 fixedDepartureQueue): staff see every booking of the site, others their own. */
export async function listFixedDepartureQueue(ctx: Pick<UserContext, "db" | "principal">): Promise<{ result: TFdBookingView[] }> {
  const isStaff = ctx.principal.userType === "staff";
  return { result: await listBookings(ctx.db, isStaff ? {} : { userId: ctx.principal.userId }) };
}

/** /payments (decision 0052): the signed-in user's own bookings with a balance to pay. */
export async function listFdBalancesDue(siteId: number, userId: number): Promise<TFdBookingView[]> {
  const rows = await listBookings(createSiteDb(siteId), { userId });
  return rows.filter((b) => b.status === "confirmed" && b.balanceDue > 0);
}

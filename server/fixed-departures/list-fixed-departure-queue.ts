import "server-only";
import type { TFdBookingView } from "@/lib/contracts/fixed-departures";
import type { UserContext } from "@/server/http/context";
import { listBookings } from "./fd-records";

/** POST /api/fixedDeparture/queue (spec 000 fixedDepartureQueue): staff see every booking of the site, others their own. */
export async function listFixedDepartureQueue(ctx: Pick<UserContext, "db" | "principal">): Promise<{ result: TFdBookingView[] }> {
  const isStaff = ctx.principal.userType === "staff";
  return { result: await listBookings(ctx.db, isStaff ? {} : { userId: ctx.principal.userId }) };
}

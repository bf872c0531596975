import "server-only";
import { asc, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightChangeRequests } from "@/db/schema/tickets";
import type { TTicketCRInfo } from "@/lib/contracts/bookings";
import { toTicketCrInfo } from "./change-request-records";

/** The booking's ticketCRInfo[]: one entry per ticket of each change request, oldest request first. */
export async function listTicketCrInfo(db: SiteDb, bookingId: number): Promise<TTicketCRInfo[]> {
  const rows = await db.db
    .select({ supplierRequests: flightChangeRequests.supplierRequests })
    .from(flightChangeRequests)
    .where(db.where(flightChangeRequests, eq(flightChangeRequests.bookingId, bookingId)))
    .orderBy(asc(flightChangeRequests.createdAt), asc(flightChangeRequests.id));
  return rows.flatMap(toTicketCrInfo);
}

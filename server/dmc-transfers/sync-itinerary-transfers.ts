import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { createItineraryTransfers, type ItineraryTransferRow } from "./create-itinerary-transfers";

type Tx = Pick<typeof systemDb, "insert" | "select" | "update">;

/** What makes two transfers "the same job": everything the driver sees. */
const keyOf = (r: Omit<ItineraryTransferRow, "kartId">) =>
  [r.date, r.time, r.sharingType, r.pickupLocation, r.dropLocation, r.serviceName ?? "", r.leadPassengerName, r.paxCount].join("\u0001");

/**
 * Brings an itinerary's transfers in line with its legs, in the save's transaction (decision 0042).
 * `rows` is what the itinerary needs now ([] when it is not vouchered or is cancelled).
 * - A row already there (open or completed) with the same date, time, sharing, places, service, lead
 *   passenger and pax is kept as it is (its driver, charges, completion stay).
 * - An open row no longer needed (its line removed, its leg changed, the itinerary un-vouchered) is
 *   cancelled, assigned or not, never deleted (decision 0062): the job sheet and the driver's page
 *   show it cancelled, never silently gone.
 * - `cancelAll` (the itinerary is cancelled): every open row is cancelled, assigned or not.
 * - Completed rows are never touched. Cancelled rows stay cancelled.
 */
export async function syncItineraryTransfers(tx: Tx, siteId: number, kartId: number, rows: ItineraryTransferRow[], options: { cancelAll?: boolean } = {}) {
  const existing = await tx
    .select({ id: dmcTransfers.id, date: dmcTransfers.date, time: dmcTransfers.time, sharingType: dmcTransfers.sharingType, pickupLocation: dmcTransfers.pickupLocation, dropLocation: dmcTransfers.dropLocation, serviceName: dmcTransfers.serviceName, leadPassengerName: dmcTransfers.leadPassengerName, paxCount: dmcTransfers.paxCount, driverId: dmcTransfers.driverId, isCompleted: dmcTransfers.isCompleted, isCancelled: dmcTransfers.isCancelled })
    .from(dmcTransfers)
    .where(and(eq(dmcTransfers.siteId, siteId), eq(dmcTransfers.kartId, kartId)))
    .for("update");
  const live = existing.filter((t) => !t.isCancelled);
  if (options.cancelAll) {
    const open = live.filter((t) => !t.isCompleted).map((t) => t.id);
    if (open.length) await tx.update(dmcTransfers).set({ isCancelled: true, cancelledAt: new Date() }).where(and(eq(dmcTransfers.siteId, siteId), inArray(dmcTransfers.id, open)));
    return { created: [] as number[], cancelled: open };
  }
  const pool = new Map<string, typeof live>();
  // Completed rows match first, so a leg already driven is never made again.
  for (const t of [...live].sort((a, b) => Number(b.isCompleted) - Number(a.isCompleted))) {
    const k = keyOf(t);
    pool.set(k, [...(pool.get(k) ?? []), t]);
  }
  const toCreate: ItineraryTransferRow[] = [];
  for (const r of rows) {
    const match = pool.get(keyOf(r))?.shift();
    if (!match) toCreate.push(r);
  }
  const cancelled = [...pool.values()]
    .flat()
    .filter((t) => !t.isCompleted)
    .map((t) => t.id);
  if (cancelled.length) await tx.update(dmcTransfers).set({ isCancelled: true, cancelledAt: new Date() }).where(and(eq(dmcTransfers.siteId, siteId), inArray(dmcTransfers.id, cancelled)));
  const created = await createItineraryTransfers(tx, siteId, toCreate);
  return { created, cancelled };
}

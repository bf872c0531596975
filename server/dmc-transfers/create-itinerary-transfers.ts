import "server-only";
import type { systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import type { DmcTransferSharing } from "@/lib/dmc/transfer-constants";

/** One transfer a vouchered itinerary needs (the vouchering builds these from its activity and hotel lines). */
export type ItineraryTransferRow = {
  kartId: number | null;
  sharingType: DmcTransferSharing;
  /** YYYY-MM-DD */
  date: string;
  /** HH:mm */
  time: string;
  pickupLocation: string;
  dropLocation: string;
  serviceName?: string;
  leadPassengerName: string;
  paxCount: number;
};

type Tx = Pick<typeof systemDb, "insert">;

/**
 * Creates an itinerary's transfers (unassigned, not completed) in the caller's transaction; the
 * vouchering calls it with its own tx. Answers the new ids in the order given.
 */
export async function createItineraryTransfers(tx: Tx, siteId: number, rows: ItineraryTransferRow[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await tx
    .insert(dmcTransfers)
    .values(rows.map((r) => ({ ...r, siteId, serviceName: r.serviceName ?? "" })))
    .returning({ id: dmcTransfers.id });
  return inserted.map((r) => r.id);
}

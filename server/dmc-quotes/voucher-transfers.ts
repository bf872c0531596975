import "server-only";
import type { SiteDb } from "@/db/client";
import { VoucherMessages } from "@/lib/contracts/dmc-quotes";
import type { DmcTransferSharing } from "@/lib/dmc/transfer-constants";
import type { ItineraryTransferRow } from "@/server/dmc-transfers/create-itinerary-transfers";
import { syncItineraryTransfers } from "@/server/dmc-transfers/sync-itinerary-transfers";
import { AppError } from "@/server/http/errors";
import { transfersToCreate } from "./itinerary-transfers";
import { type KartView, loadKart } from "./load-kart";

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/**
 * The transfer rows a vouchered itinerary needs (decision 0042). A leg's time is its own, else the
 * activity's time; a leg with neither answers 400 'Please select pickup time for all transfers'
 * (dmc_transfers.time is required: a driver cannot be sent without one). The lead passenger is the
 * first adult, else the customer.
 */
export function transferRowsOf(k: KartView): ItineraryTransferRow[] {
  const customer = k.customer ? `${k.customer.firstName} ${k.customer.lastName ?? ""}`.trim() : k.kartName;
  return transfersToCreate(k).map((t) => {
    if (!t.time) throw new AppError("VALIDATION_ERROR", VoucherMessages.transferTime);
    return {
      kartId: k.id,
      sharingType: t.sharingType as DmcTransferSharing,
      date: t.date,
      time: t.time,
      pickupLocation: t.pickupLocation,
      dropLocation: t.dropLocation,
      serviceName: `${t.service} (${t.purpose})`,
      leadPassengerName: t.leadPassenger ?? customer,
      paxCount: Math.max(1, t.paxCount),
    };
  });
}

/**
 * In saveKart's transaction, after the lines are written: a vouchered itinerary's transfers follow
 * its legs, a cancelled one's open transfers are cancelled (syncItineraryTransfers). Nothing happens
 * for an itinerary that is not and was not vouchered nor cancelled.
 */
export async function applyVoucherTransfers(db: SiteDb, tx: Tx, id: number, state: { isVouchered: boolean; isCancelled: boolean; wasVouchered: boolean }) {
  if (!state.isVouchered && !state.wasVouchered && !state.isCancelled) return null;
  if (state.isCancelled) return syncItineraryTransfers(tx, db.siteId, id, [], { cancelAll: true });
  const view = await loadKart({ ...db, db: tx as unknown as SiteDb["db"] }, id);
  return syncItineraryTransfers(tx, db.siteId, id, state.isVouchered ? transferRowsOf(view) : []);
}

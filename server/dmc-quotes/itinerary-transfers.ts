import type { KartView } from "./load-kart";

/*
 * The transfer rows a vouchered itinerary creates, one per transfer leg of its activity and
 * accommodation lines; saveKart writes them in its transaction (voucher-transfers.ts, decision 0042).
 */

export type TransferToCreate = {
  itineraryId: number;
  /** Spec 001 Transfer.kartId. */
  kartId: number;
  /** Null when neither the leg, its line nor the itinerary's arrival gives one (vouchering refuses it). */
  date: string | null;
  time: string | null;
  sharingType: string;
  pickupLocation: string;
  dropLocation: string;
  purpose: "pickup" | "drop";
  /** What the leg serves, for the job sheet: "Activity: Desert Safari" / "Hotel: Marina Bay Hotel". */
  service: string;
  leadPassenger: string | null;
  paxCount: number;
};

/** A leg's sharing: the combined modes name the leg's own (dropSICpickupPVT: pickup PVT, drop SIC). */
function legSharing(sharingBasis: string | null, purpose: "pickup" | "drop"): string {
  const s = sharingBasis ?? "SIC";
  const m = /^drop(SIC|PVT)pickup(SIC|PVT)$/.exec(s);
  if (m) return purpose === "pickup" ? m[2] : m[1];
  if (s === "sharing") return "SIC";
  if (s === "private") return "PVT";
  return s;
}

/** What the legs are read from: a saved itinerary, or the one being saved (voucher-transfers.ts). */
export type LegSource = Pick<KartView, "id" | "adults" | "child" | "infant" | "arrivalDate"> & {
  passengers: Pick<KartView["passengers"][number], "title" | "firstName" | "lastName" | "paxType">[];
  activities: Pick<KartView["activities"][number], "transferType" | "transfers" | "startDate" | "time" | "sharingBasis" | "tourOptionName">[];
  accomodations: Pick<KartView["accomodations"][number], "transferType" | "transfers" | "checkinDate" | "noOfNights" | "sharingBasis" | "hotelName">[];
};

export function leadPassengerOf(k: Pick<LegSource, "passengers">): string | null {
  const lead = k.passengers.find((p) => p.paxType === 1) ?? k.passengers[0];
  return lead ? `${lead.title ? `${lead.title} ` : ""}${lead.firstName} ${lead.lastName}`.trim() : null;
}

export function transfersToCreate(k: LegSource): TransferToCreate[] {
  const base = { itineraryId: k.id, kartId: k.id, leadPassenger: leadPassengerOf(k), paxCount: k.adults + k.child + k.infant };
  const out: TransferToCreate[] = [];
  for (const a of k.activities) {
    if (!a.transferType) continue;
    for (const leg of a.transfers) {
      const date = leg.date ?? a.startDate;
      out.push({ ...base, date, time: leg.time ?? a.time, sharingType: legSharing(a.sharingBasis, leg.purpose), pickupLocation: leg.pickupLocation, dropLocation: leg.dropLocation, purpose: leg.purpose, service: `Activity: ${a.tourOptionName}` });
    }
  }
  for (const a of k.accomodations) {
    if (!a.transferType) continue;
    for (const leg of a.transfers) {
      // A hotel line without its own check-in starts on the itinerary's arrival date.
      const checkin = a.checkinDate ?? k.arrivalDate;
      const checkout = checkin ? new Date(Date.parse(`${checkin}T00:00:00Z`) + a.noOfNights * 86_400_000).toISOString().slice(0, 10) : null;
      const date = leg.date ?? (leg.purpose === "pickup" ? checkin : checkout);
      out.push({ ...base, date, time: leg.time, sharingType: legSharing(a.sharingBasis, leg.purpose), pickupLocation: leg.pickupLocation, dropLocation: leg.dropLocation, purpose: leg.purpose, service: `Hotel: ${a.hotelName}` });
    }
  }
  return out.sort((x, y) => `${x.date} ${x.time ?? ""}`.localeCompare(`${y.date} ${y.time ?? ""}`));
}

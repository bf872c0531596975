import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcHotels, dmcTourOptions } from "@/db/schema/dmc";
import { users } from "@/db/schema/users";
import { type TSaveKartRequest, VoucherMessages } from "@/lib/contracts/dmc-quotes";
import type { DmcTransferSharing } from "@/lib/dmc/transfer-constants";
import type { ItineraryTransferRow } from "@/server/dmc-transfers/create-itinerary-transfers";
import { syncItineraryTransfers } from "@/server/dmc-transfers/sync-itinerary-transfers";
import { AppError } from "@/server/http/errors";
import { type LegSource, transfersToCreate } from "./itinerary-transfers";

type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/**
 * The transfer rows a vouchered itinerary needs (decision 0042). A leg's time is its own, else the
 * activity's time; a leg with neither answers 400 'Please select pickup time for all transfers'
 * (dmc_transfers.time is required: a driver cannot be sent without one); a leg with no date (its own,
 * its line's, or for a hotel the arrival date) answers 'Please select a date for all transfers'. The lead passenger is the
 * first adult, else the customer.
 */
export function transferRowsOf(k: LegSource, customerName: string): ItineraryTransferRow[] {
  return transfersToCreate(k).map((t) => {
    if (!t.date) throw new AppError("VALIDATION_ERROR", VoucherMessages.transferDate);
    if (!t.time) throw new AppError("VALIDATION_ERROR", VoucherMessages.transferTime);
    return {
      kartId: k.id,
      sharingType: t.sharingType as DmcTransferSharing,
      date: t.date,
      time: t.time,
      pickupLocation: t.pickupLocation,
      dropLocation: t.dropLocation,
      serviceName: `${t.service} (${t.purpose})`,
      leadPassengerName: t.leadPassenger ?? customerName,
      paxCount: Math.max(1, t.paxCount),
    };
  });
}

/** The itinerary being saved as the legs' source: the request's lines with the catalogue's names (read in the save's transaction, one query at a time). */
async function legSourceOf(tx: Tx, siteId: number, id: number, k: TSaveKartRequest): Promise<LegSource> {
  const optionIds = [...new Set(k.activities.map((a) => a.tourOptionId))];
  const hotelIds = [...new Set(k.accomodations.map((a) => a.accomodationId))];
  const options = optionIds.length ? await tx.select({ id: dmcTourOptions.id, name: dmcTourOptions.name }).from(dmcTourOptions).where(and(eq(dmcTourOptions.siteId, siteId), inArray(dmcTourOptions.id, optionIds))) : [];
  const hotels = hotelIds.length ? await tx.select({ id: dmcHotels.id, name: dmcHotels.name }).from(dmcHotels).where(and(eq(dmcHotels.siteId, siteId), inArray(dmcHotels.id, hotelIds))) : [];
  const nameOf = (rows: { id: number; name: string }[], rowId: number) => rows.find((r) => r.id === rowId)?.name ?? "";
  const legs = (l: { transfers: { purpose: "pickup" | "drop"; date?: string | null; time?: string | null; pickupLocation: string; dropLocation: string }[] }) =>
    l.transfers.map((t) => ({ purpose: t.purpose, date: t.date ?? null, time: t.time ?? null, pickupLocation: t.pickupLocation, dropLocation: t.dropLocation }));
  return {
    id,
    arrivalDate: k.arrivalDate ?? null,
    adults: k.adults,
    child: k.child,
    infant: k.infant,
    passengers: k.passengers.map((p) => ({ title: p.title, firstName: p.firstName, lastName: p.lastName, paxType: p.paxType })),
    activities: k.activities.map((a) => ({ transferType: a.transferType || null, transfers: legs(a), startDate: a.startDate ?? null, time: a.time ?? null, sharingBasis: a.sharingBasis || null, tourOptionName: nameOf(options, a.tourOptionId) })),
    accomodations: k.accomodations.map((a) => ({ transferType: a.transferType || null, transfers: legs(a), checkinDate: a.checkinDate ?? null, noOfNights: a.noOfNights, sharingBasis: a.sharingBasis || null, hotelName: nameOf(hotels, a.accomodationId) })),
  } as LegSource;
}

/**
 * In saveKart's transaction, after the lines are written: a vouchered itinerary's transfers follow
 * its legs, a cancelled one's open transfers are cancelled (syncItineraryTransfers). Nothing happens
 * for an itinerary that is not and was not vouchered nor cancelled.
 */
export async function applyVoucherTransfers(tx: Tx, siteId: number, id: number, k: TSaveKartRequest, wasVouchered: boolean) {
  if (!k.isVouchered && !wasVouchered && !k.isCancelled) return null;
  if (k.isCancelled) return syncItineraryTransfers(tx, siteId, id, [], { cancelAll: true });
  if (!k.isVouchered) return syncItineraryTransfers(tx, siteId, id, []);
  const [customer] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(and(eq(users.siteId, siteId), eq(users.id, k.customerId)));
  const customerName = customer ? `${customer.firstName} ${customer.lastName ?? ""}`.trim() : k.kartName;
  return syncItineraryTransfers(tx, siteId, id, transferRowsOf(await legSourceOf(tx, siteId, id, k), customerName));
}

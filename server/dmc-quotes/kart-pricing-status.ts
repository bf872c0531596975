import "server-only";
import type { SiteDb } from "@/db/client";
import { AREA_SHARING_LABEL } from "@/lib/contracts/dmc-geo-transfers";
import { lineName } from "@/lib/contracts/dmc-kart-trip";
import { KartMessages, type TSaveKartRequest } from "@/lib/contracts/dmc-quotes";
import { priceDmcLines } from "@/server/dmc/price-dmc-lines";
import type { PriceLine } from "@/server/dmc/rate-engine-types";
import { AppError } from "@/server/http/errors";

/*
 * Whether each hotel and activity line of an itinerary has a full price (issue 25, decision 0062).
 * The server is the authority: at every save the rate engine prices the lines again for the
 * customer (their market and markup) and the party, and a line it cannot fully price (no ticket,
 * transfer or night rate on the date) keeps the engine's reason. The line's own price stays the
 * one saved (staff may adjust a priced line); a draft saves with unpriced lines, flagged, but it
 * cannot be sent or vouchered.
 */

export type PricingStatus = { accomodations: (string | null)[]; activities: (string | null)[] };

// A builder line says sharing/private where the rate sheets say SIC/PVT: the area transfers' one mapping.
const TOUR_SHARING: Record<string, string> = AREA_SHARING_LABEL;

/** The engine's reasons per line (null: priced). */
export async function pricingStatusOf(db: SiteDb, k: TSaveKartRequest): Promise<PricingStatus> {
  const status: PricingStatus = { accomodations: k.accomodations.map(() => null), activities: k.activities.map(() => null) };
  const asked: { section: keyof PricingStatus; index: number; line: PriceLine }[] = [];
  k.activities.forEach((a, index) => {
    const date = a.startDate ?? k.arrivalDate;
    if (!date) return void (status.activities[index] = "no date to price it on");
    const transfer = a.transferType && a.sharingBasis ? { transferType: a.transferType, sharingBasis: TOUR_SHARING[a.sharingBasis] ?? a.sharingBasis } : null;
    asked.push({ section: "activities", index, line: { kind: "tourOption", tourOptionId: a.tourOptionId, date, adults: k.adults, children: k.child, transfer, comboId: null } });
  });
  k.accomodations.forEach((a, index) => {
    const checkinDate = a.checkinDate ?? k.arrivalDate;
    if (!a.roomTypeId) return void (status.accomodations[index] = "no room type to price it on");
    if (!checkinDate) return void (status.accomodations[index] = "no check-in date to price it on");
    const told = a.childWithBedCount + a.childWithoutBedCount > 0;
    asked.push({
      section: "accomodations",
      index,
      line: { kind: "hotel", roomTypeId: a.roomTypeId, checkinDate, nights: a.noOfNights, rooms: a.numberOfRooms, adults: k.adults, childrenWithBed: told ? a.childWithBedCount : 0, childrenWithoutBed: told ? a.childWithoutBedCount : k.child },
    });
  });
  if (asked.length === 0) return status;
  try {
    const answer = await priceDmcLines(db, k.customerId, asked.map((a) => a.line));
    asked.forEach((a, i) => {
      const priced = answer.lines[i];
      if (!priced.isPriced) status[a.section][a.index] = priced.error ?? "no rate applies";
    });
  } catch (e) {
    // No market to price in (the site has no default market): every line is unpriced, with that reason.
    if (!(e instanceof AppError)) throw e;
    for (const a of asked) status[a.section][a.index] = e.message;
  }
  return status;
}

/** The first unpriced line as a message (`kind` picks the sentence), or null. */
export function firstUnpriced(
  status: { accomodations: (string | null)[]; activities: (string | null)[] },
  names: { accomodations: (string | null | undefined)[]; activities: (string | null | undefined)[] },
  kind: "send" | "voucher",
): string | null {
  const say = kind === "send" ? KartMessages.unpricedSend : KartMessages.unpricedVoucher;
  for (const [i, reason] of status.accomodations.entries()) if (reason) return say(lineName("Hotel", i, names.accomodations[i]), reason);
  for (const [i, reason] of status.activities.entries()) if (reason) return say(lineName("Activity", i, names.activities[i]), reason);
  return null;
}

export const countUnpriced = (s: PricingStatus) => [...s.accomodations, ...s.activities].filter(Boolean).length;

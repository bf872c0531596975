import "server-only";
import bwipjs from "bwip-js/node";
import { formatTravelDay } from "@/lib/dates";
import { leadPassengerOf, transfersToCreate } from "./itinerary-transfers";
import type { KartView } from "./load-kart";
import { addDays } from "./quotation-days";
import { compositionText, roomComposition, type RoomCompositionRow } from "./room-composition";

/*
 * Vouchers of a vouchered itinerary (decision 0040): one per hotel, activity and transfer leg, each
 * with its confirmation number, the lead passenger, pickup details and a QR code (bwip-js "qrcode").
 * The QR code is the voucher's link, https://<site domain>/v/<token> (decision 0058), issued when a
 * document is built (voucher-document.ts); toVouchers leaves qrText empty.
 */

export type Voucher = {
  kind: "Hotel" | "Activity" | "Transfer";
  ref: string;
  title: string;
  /** The service's day, "YYYY-MM-DD" (the QR link's snapshot keeps it so). */
  date: string | null;
  confirmationNumber: string;
  leadPassenger: string | null;
  pax: string;
  pickup: string | null;
  qrText: string;
  /** What the voucher prints, in order, dates in words ("Sat, 5 Dec 2026"): hotel address, check-in and check-out, pickup time and point, guest phone (issue 25). */
  facts: [string, string][];
  /** A hotel voucher's rooms, extra adults and children (counts only, no prices). */
  roomComposition?: RoomCompositionRow[];
};

/** What a voucher needs beyond the itinerary: each hotel's address (by hotel id) and the guest's phone. */
export type VoucherExtras = { hotelAddress: Record<number, string>; guestPhone: string | null };

const TBC = "To be confirmed";
const dayOf = (d: string | null | undefined) => (d ? formatTravelDay(d) : TBC);

export function toVouchers(k: KartView, extras: VoucherExtras = { hotelAddress: {}, guestPhone: null }): Voucher[] {
  const lead = leadPassengerOf(k);
  const pax = `${k.adults} adult(s), ${k.child} child(ren), ${k.infant} infant(s)`;
  const conf = (c: string | null | undefined, ref: string) => c || k.confirmationNumbers[ref] || `${k.quotationId}-${ref}`;
  const common = (confirmationNumber: string): [string, string][] => [
    ["Confirmation number", confirmationNumber],
    ["Lead passenger", lead ?? TBC],
    ["Guest phone", extras.guestPhone ?? "Not given"],
    ["Pax", pax],
  ];
  const v = (kind: Voucher["kind"], ref: string, title: string, date: string | null, confirmationNumber: string, pickup: string | null, facts: [string, string][]): Voucher => ({ kind, ref, title, date, confirmationNumber, leadPassenger: lead, pax, pickup, qrText: "", facts: [...facts, ["Itinerary", k.quotationId]] });
  const pickupFacts = (time: string | null | undefined, point: string | null | undefined): [string, string][] => (point ? [["Pickup time", time || TBC], ["Pickup point", point]] : []);
  return [
    ...k.accomodations.map((a, i) => {
      const checkin = a.checkinDate ?? k.arrivalDate;
      const c = conf(a.confirmationNumber, `H${i + 1}`);
      const address = extras.hotelAddress[a.accomodationId];
      const rooms = roomComposition(a, k, false);
      const hotel = v("Hotel", `H${i + 1}`, `${a.hotelName}${a.roomTypeName ? `, ${a.roomTypeName}` : ""}, ${a.noOfNights} night(s)`, a.checkinDate, c, null, [
        ...common(c).slice(0, 1),
        ["Hotel address", address || TBC],
        ["Check-in", dayOf(checkin)],
        ["Check-out", checkin ? formatTravelDay(addDays(checkin, a.noOfNights)) : TBC],
        ["Rooms", `${a.numberOfRooms} room(s)`],
        ...(rooms.length ? ([["Room composition", compositionText(rooms)]] as [string, string][]) : []),
        ...common(c).slice(1),
      ]);
      return rooms.length ? { ...hotel, roomComposition: rooms } : hotel;
    }),
    ...k.activities.map((a, i) => {
      const p = a.transfers.find((t) => t.purpose === "pickup");
      const c = conf(a.confirmationNumber, `A${i + 1}`);
      const time = p ? (p.time ?? a.time) : null;
      return v("Activity", `A${i + 1}`, a.tourOptionName, a.startDate, c, p ? `${time ?? ""} from ${p.pickupLocation}`.trim() : null, [
        ...common(c).slice(0, 1),
        ["Date", `${dayOf(a.startDate)}${a.time ? `, ${a.time}` : ""}`],
        ...pickupFacts(time, p?.pickupLocation),
        ...common(c).slice(1),
      ]);
    }),
    ...transfersToCreate(k).map((t, i) => {
      const c = conf(null, `T${i + 1}`);
      return v("Transfer", `T${i + 1}`, `${t.service}: ${t.purpose} ${t.pickupLocation} to ${t.dropLocation} (${t.sharingType === "PVT" ? "Private" : "Shared"})`, t.date, c, `${t.time ?? ""} from ${t.pickupLocation}`.trim(), [
        ...common(c).slice(0, 1),
        ["Date", dayOf(t.date)],
        ...pickupFacts(t.time, t.pickupLocation),
        ["Drop point", t.dropLocation],
        ...common(c).slice(1),
      ]);
    }),
  ];
}

/** The voucher's QR code as a PNG (what the voucher PDF and email show). */
export function voucherQrPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "qrcode", text, scale: 3, paddingwidth: 2, paddingheight: 2, backgroundcolor: "FFFFFF" });
}

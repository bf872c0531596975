import "server-only";
import bwipjs from "bwip-js/node";
import { leadPassengerOf, transfersToCreate } from "./itinerary-transfers";
import type { KartView } from "./load-kart";
import { roomComposition, type RoomCompositionRow } from "./room-composition";

/*
 * Vouchers of a vouchered itinerary (decision 0040): one per hotel, activity and transfer leg, each
 * with its confirmation number, the lead passenger, pickup details and a QR code (bwip-js "qrcode").
 * The QR code is the voucher's link, https://<site domain>/v/<token> (decision 0058), issued when a
 * document is built (voucher-document.ts); toVouchers leaves qrText empty.
 */

/** roomComposition: a hotel voucher's rooms, extra adults and children (counts only, no prices). */
export type Voucher = { kind: "Hotel" | "Activity" | "Transfer"; ref: string; title: string; date: string | null; confirmationNumber: string; leadPassenger: string | null; pax: string; pickup: string | null; qrText: string; roomComposition?: RoomCompositionRow[] };

export function toVouchers(k: KartView): Voucher[] {
  const lead = leadPassengerOf(k);
  const pax = `${k.adults} adult(s), ${k.child} child(ren), ${k.infant} infant(s)`;
  const conf = (c: string | null | undefined, ref: string) => c || k.confirmationNumbers[ref] || `${k.quotationId}-${ref}`;
  const v = (kind: Voucher["kind"], ref: string, title: string, date: string | null, confirmationNumber: string, pickup: string | null): Voucher => ({ kind, ref, title, date, confirmationNumber, leadPassenger: lead, pax, pickup, qrText: "" });
  return [
    ...k.accomodations.map((a, i) => ({ ...v("Hotel", `H${i + 1}`, `${a.hotelName}${a.roomTypeName ? `, ${a.roomTypeName}` : ""}, ${a.noOfNights} night(s)`, a.checkinDate, conf(a.confirmationNumber, `H${i + 1}`), null), roomComposition: roomComposition(a, k, false) })),
    ...k.activities.map((a, i) => {
      const p = a.transfers.find((t) => t.purpose === "pickup");
      return v("Activity", `A${i + 1}`, a.tourOptionName, a.startDate, conf(a.confirmationNumber, `A${i + 1}`), p ? `${p.time ?? a.time ?? ""} from ${p.pickupLocation}`.trim() : null);
    }),
    ...transfersToCreate(k).map((t, i) => v("Transfer", `T${i + 1}`, `${t.service}: ${t.purpose} ${t.pickupLocation} to ${t.dropLocation} (${t.sharingType})`, t.date, conf(null, `T${i + 1}`), `${t.time ?? ""} from ${t.pickupLocation}`.trim())),
  ];
}

/** The voucher's QR code as a PNG (what the voucher PDF and email show). */
export function voucherQrPng(text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid: "qrcode", text, scale: 3, paddingwidth: 2, paddingheight: 2, backgroundcolor: "FFFFFF" });
}

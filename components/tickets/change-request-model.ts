import type { TBookingView } from "@/lib/contracts/bookings";
import { CancellationType, ChangeRequestType, type TChangeRequestRequest, type TChangeRequestType } from "@/lib/contracts/change-requests";
import { Messages } from "@/lib/constants";

/*
 * The change-request form's rules (spec 000 sections 4 and 5), kept apart from the dialog so they
 * read in one place: Refund selects every sector and passenger and locks both pickers; Change
 * Itinerary selects every sector and hides the sector picker; Partial Refund is chosen by hand.
 */

export type ChangeRequestForm = {
  requestType: TChangeRequestType | null;
  sectors: string[];
  ticketIds: string[];
  remarks: string;
  isFlightCancelled: boolean;
  isAgreed: boolean;
};

export type PickerMode = "allLocked" | "hidden" | "manual";
export type ChangeRequestField = "requestType" | "sectors" | "ticketIds" | "remarks";

export const emptyChangeRequestForm = (): ChangeRequestForm => ({ requestType: null, sectors: [], ticketIds: [], remarks: "", isFlightCancelled: false, isAgreed: false });

export function pickerModes(requestType: TChangeRequestType | null): { sectors: PickerMode; passengers: PickerMode } {
  if (requestType === ChangeRequestType.Refund) return { sectors: "allLocked", passengers: "allLocked" };
  if (requestType === ChangeRequestType.Reissue) return { sectors: "hidden", passengers: "manual" };
  return { sectors: "manual", passengers: "manual" };
}

const sectorKey = (origin: string, destination: string) => `${origin}-${destination}`;

/** One option per flown segment ("DEL-BOM"). */
export function sectorOptions(booking: Pick<TBookingView, "segments">) {
  const seen = new Set<string>();
  return booking.segments.flat().flatMap((s) => {
    const value = sectorKey(s.originAirportCode, s.destinationAirportCode);
    if (seen.has(value)) return [];
    seen.add(value);
    return [{ value, label: `${s.originAirportCode} → ${s.destinationAirportCode}` }];
  });
}

type RefundMarks = { refunds?: { sectors: string[] }[] };

/** One option per ticketed passenger still to fly, by our ticket id (a ticket whose every sector was refunded is left out). */
export function passengerOptions(booking: Pick<TBookingView, "passenger" | "segments">) {
  const sectors = sectorOptions(booking).map((o) => o.value);
  const isRefunded = (ticket: RefundMarks) => {
    const refunded = new Set((ticket.refunds ?? []).flatMap((r) => r.sectors));
    return refunded.size > 0 && sectors.every((s) => refunded.has(s));
  };
  return booking.passenger.flatMap((p) =>
    p.ticket && !isRefunded(p.ticket as RefundMarks) ? [{ value: p.ticket.ticketId, label: `${p.title} ${p.firstName} ${p.lastName} (${p.ticket.ticketNumber})` }] : [],
  );
}

/** The form after choosing a type: the type's selections applied (a manual type starts empty). */
export function withRequestType(form: ChangeRequestForm, requestType: TChangeRequestType | null, booking: Pick<TBookingView, "segments" | "passenger">): ChangeRequestForm {
  const modes = pickerModes(requestType);
  const allSectors = sectorOptions(booking).map((o) => o.value);
  const allTickets = passengerOptions(booking).map((o) => o.value);
  return {
    ...form,
    requestType,
    sectors: modes.sectors === "manual" ? [] : allSectors,
    ticketIds: modes.passengers === "allLocked" ? allTickets : [],
  };
}

/** Field errors ('This is required field.'), empty when the form may be sent. */
export function validateChangeRequest(form: ChangeRequestForm): Partial<Record<ChangeRequestField, string>> {
  const errors: Partial<Record<ChangeRequestField, string>> = {};
  if (form.requestType === null) errors.requestType = Messages.required;
  if (form.sectors.length === 0) errors.sectors = Messages.required;
  if (form.ticketIds.length === 0) errors.ticketIds = Messages.required;
  if (form.remarks.trim() === "") errors.remarks = Messages.required;
  return errors;
}

/** The api/changeRequest body: sectors for a partial refund only, tickets for partial refund or change. */
export function toChangeRequestBody(bookingId: number, form: ChangeRequestForm): TChangeRequestRequest {
  const requestType = form.requestType ?? ChangeRequestType.Refund;
  return {
    BookingId: bookingId,
    RequestType: requestType,
    CancellationType: form.isFlightCancelled ? CancellationType.FlightCancelled : CancellationType.Others,
    Sectors:
      requestType === ChangeRequestType.PartialRefund
        ? form.sectors.map((s) => {
            const [Origin, Destination] = s.split("-");
            return { Origin, Destination };
          })
        : [],
    TicketId: requestType === ChangeRequestType.Refund ? [] : form.ticketIds,
    Remarks: form.remarks.trim(),
  };
}

/** The server's shortError keys (Sectors.0, TicketId, Remarks, RequestType) as the form's fields. */
export function toFieldErrors(shortError: Record<string, string> | undefined): Partial<Record<ChangeRequestField, string>> {
  const map: Record<string, ChangeRequestField> = { RequestType: "requestType", Sectors: "sectors", TicketId: "ticketIds", Remarks: "remarks" };
  const out: Partial<Record<ChangeRequestField, string>> = {};
  for (const [key, message] of Object.entries(shortError ?? {})) {
    const field = map[key.split(".")[0]];
    if (field && !out[field]) out[field] = message;
  }
  return out;
}

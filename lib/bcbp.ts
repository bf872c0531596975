// IATA Bar Coded Boarding Pass (Resolution 792), the mandatory items of a one-leg pass: the content
// of the e-ticket's PDF417 "ticket barcodes" (spec 000 section 5: the passenger name capped at 20
// characters and padded to 20). An e-ticket is issued before check-in, so its code is a pre-check-in
// one (decision 0058): compartment code from the cabin, seat and check-in sequence blank, passenger
// status "0". Pure string building, shared by the page, the PDF and the email.

/** Length of the mandatory section (items 1 to 15, conditional size "00"). */
export const BCBP_MANDATORY_LENGTH = 60;
export const BCBP_NAME_LENGTH = 20;

export type BcbpLegInput = {
  lastName: string;
  firstName: string;
  /** The operating carrier's booking reference (airline PNR), else the booking's PNR. */
  pnr: string;
  fromAirport: string;
  toAirport: string;
  /** Two- or three-character airline designator of the operating carrier. */
  operatingCarrier: string;
  /** "834", "6101", "123A": up to 4 digits and an optional suffix letter. */
  flightNumber: string;
  /** The flight's local departure date, "YYYY-MM-DD" (an ISO date-time is cut to its date). */
  flightDate: string;
  /** Compartment (class) code, one letter; "Y" when unknown. */
  compartmentCode?: string;
  /** "12C"; blank when no seat is assigned. */
  seat?: string | null;
  /** Check-in sequence number; blank when not checked in. */
  checkInSequence?: number | null;
  /** Passenger status (one character): "0" ticket issued, not checked in (the default); "1" checked in. */
  passengerStatus?: string;
};

/**
 * The compartment code (Resolution 792 item 71: the cabin, not the booking class) of a segment whose
 * booking stores only the reservations booking designator (RBD, TBO's FareClass): the industry's
 * conventional letters, F/A/P first, J/C/D/I/Z business, W/E/N premium economy, everything else
 * economy Y (decision 0058).
 */
export function compartmentOf(bookingClass: string | null | undefined): "F" | "J" | "W" | "Y" {
  const c = (bookingClass ?? "").trim().charAt(0).toUpperCase();
  if ("FAP".includes(c) && c) return "F";
  if ("JCDIZ".includes(c) && c) return "J";
  if ("WEN".includes(c) && c) return "W";
  return "Y";
}

const ascii = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toUpperCase();

const fit = (text: string, length: number) => text.slice(0, length).padEnd(length, " ");

/** "LAST/FIRST" in upper-case Latin letters (diacritics dropped, other characters removed), capped at 20 and padded to 20. */
export function toBcbpName(lastName: string, firstName: string): string {
  const clean = (s: string) =>
    ascii(s)
      .replace(/[^A-Z ]/g, "")
      .replace(/\s+/g, " ")
      .trim();
  const last = clean(lastName);
  const first = clean(firstName);
  return fit(first ? `${last}/${first}` : last, BCBP_NAME_LENGTH);
}

/** "834" -> "0834 ", "123A" -> "0123A", "AI 101" -> "0101 ". Throws for anything but up to 4 digits and an optional suffix letter. */
export function toBcbpFlightNumber(flightNumber: string): string {
  const m = /(?:^|[A-Z])(\d{1,4})([A-Z]?)$/.exec(ascii(flightNumber).replace(/[^A-Z0-9]/g, ""));
  if (!m) throw new RangeError(`Not a flight number: ${flightNumber}`);
  return `${m[1].padStart(4, "0")}${m[2] || " "}`;
}

/** Day of the year of a "YYYY-MM-DD" date, 3 digits: 2026-01-01 -> "001", 2024-12-31 -> "366". */
export function toJulianDay(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  if (!m) throw new RangeError(`Not a date: ${date}`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const utc = Date.UTC(year, month - 1, day);
  const check = new Date(utc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) throw new RangeError(`Not a date: ${date}`);
  const dayOfYear = Math.round((utc - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
  return String(dayOfYear).padStart(3, "0");
}

/** "12C" -> "012C"; null or "" -> four blanks. */
export function toBcbpSeat(seat: string | null | undefined): string {
  const m = seat ? /^\s*(\d{1,3})([A-Z])\s*$/i.exec(seat) : null;
  return m ? `${m[1].padStart(3, "0")}${m[2].toUpperCase()}` : "    ";
}

const code = (value: string, length: number) => fit(ascii(value).replace(/[^A-Z0-9]/g, ""), length);

/**
 * The 60-character mandatory section of a one-leg BCBP:
 * M, 1, name (20), E, PNR (7), from (3), to (3), carrier (3), flight (5), Julian date (3),
 * compartment (1), seat (4), check-in sequence (5), passenger status "0", conditional size "00".
 */
export function buildBcbp(leg: BcbpLegInput): string {
  const compartment = /^[A-Z]$/i.test(leg.compartmentCode?.trim().charAt(0) ?? "") ? leg.compartmentCode!.trim().charAt(0).toUpperCase() : "Y";
  const sequence = leg.checkInSequence && leg.checkInSequence > 0 ? `${String(Math.min(leg.checkInSequence, 9999)).padStart(4, "0")} ` : "     ";
  const content = [
    "M",
    "1",
    toBcbpName(leg.lastName, leg.firstName),
    "E",
    code(leg.pnr, 7),
    code(leg.fromAirport, 3),
    code(leg.toAirport, 3),
    code(leg.operatingCarrier, 3),
    toBcbpFlightNumber(leg.flightNumber),
    toJulianDay(leg.flightDate),
    compartment,
    toBcbpSeat(leg.seat),
    sequence,
    /^[0-9A-Z]$/.test(leg.passengerStatus ?? "") ? leg.passengerStatus : "0",
    "00",
  ].join("");
  if (content.length !== BCBP_MANDATORY_LENGTH) throw new RangeError(`BCBP content must be ${BCBP_MANDATORY_LENGTH} characters, got ${content.length}`);
  return content;
}

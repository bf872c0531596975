import "server-only";
import { toMinorUnits } from "../minor-units";
import type {
  SupplierBaggageOption,
  SupplierBookedPassenger,
  SupplierBookedSegment,
  SupplierBookingStatus,
  SupplierItinerary,
  SupplierMealOption,
  SupplierPassengerFare,
  SupplierPaxType,
  SupplierSsrOptions,
  SupplierTicket,
} from "../types";
import { mapSegment } from "./tbo-map";
import { arr, bool, num, rec, str, tboTime, type Wire } from "./tbo-wire";

/** Garbage amounts read as 0: the answer is never trusted blindly, but one odd field must not lose a booking. */
function paise(v: unknown): number {
  try {
    return toMinorUnits(typeof v === "number" || typeof v === "string" ? v : 0);
  } catch {
    return 0;
  }
}

/** TBO ids are numbers on the wire; ours are strings ("" for none or 0). */
const id = (v: unknown) => {
  const s = str(v);
  return s === "0" ? "" : s;
};

export function mapBaggageOption(raw: unknown): SupplierBaggageOption {
  const b = rec(raw);
  const weightKg = num(b.Weight);
  return {
    code: str(b.Code),
    description: str(b.Text) || (weightKg > 0 ? `${weightKg} Kg` : "No excess baggage"),
    weightKg,
    price: paise(b.Price),
    currency: str(b.Currency) || "INR",
    origin: str(b.Origin),
    destination: str(b.Destination),
    airlineCode: str(b.AirlineCode),
    flightNumber: str(b.FlightNumber),
    wayType: num(b.WayType) === 2 ? 2 : 1,
    supplierKind: num(b.Description),
  };
}

export function mapMealOption(raw: unknown): SupplierMealOption {
  const m = rec(raw);
  return {
    code: str(m.Code),
    description: str(m.AirlineDescription) || str(m.Code),
    quantity: num(m.Quantity),
    price: paise(m.Price),
    currency: str(m.Currency) || "INR",
    origin: str(m.Origin),
    destination: str(m.Destination),
    airlineCode: str(m.AirlineCode),
    flightNumber: str(m.FlightNumber),
    wayType: num(m.WayType) === 2 ? 2 : 1,
    supplierKind: num(m.Description),
  };
}

const preference = (raw: unknown) => ({ code: str(rec(raw).Code), description: str(rec(raw).Description) });

/** SSR answer: LCC Baggage[[...]] and MealDynamic[[...]] (one list per segment); GDS Meal[] and SeatPreference[]. */
export function mapSsr(response: Wire): SupplierSsrOptions {
  const perSegment = <T>(v: unknown, map: (x: unknown) => T) => arr(v).map((list) => (Array.isArray(list) ? list : [list]).map(map));
  const baggage = perSegment(response.Baggage, mapBaggageOption);
  const meals = perSegment(response.MealDynamic, mapMealOption);
  return {
    isLcc: Array.isArray(response.Baggage) || Array.isArray(response.MealDynamic),
    baggage,
    meals,
    mealPreferences: arr(response.Meal).map(preference).filter((p) => p.code !== ""),
    seatPreferences: arr(response.SeatPreference).map(preference).filter((p) => p.code !== ""),
  };
}

function mapPaxFare(raw: unknown): SupplierPassengerFare {
  const f = rec(raw);
  const otherCharges = paise(f.OtherCharges) + paise(f.ServiceFee) + paise(f.AdditionalTxnFeePub) + paise(f.AirlineTransFee);
  const baseFare = paise(f.BaseFare);
  const tax = paise(f.Tax);
  const publishedFare = paise(f.PublishedFare) || baseFare + tax + otherCharges;
  return { currency: str(f.Currency) || "INR", baseFare, tax, otherCharges, publishedFare, offeredFare: paise(f.OfferedFare) || publishedFare };
}

function mapTicket(raw: unknown, paxIndex: number, paxId: string): SupplierTicket | null {
  const t = rec(raw);
  const ticketNumber = str(t.TicketNumber);
  if (!ticketNumber) return null;
  return { paxIndex, paxId, ticketId: id(t.TicketId), ticketNumber, validatingAirline: str(t.ValidatingAirline), issueDate: tboTime(t.IssueDate), status: str(t.Status) };
}

function mapPassenger(raw: unknown, paxIndex: number): SupplierBookedPassenger {
  const p = rec(raw);
  const paxType = num(p.PaxType);
  const paxId = id(p.PaxId);
  return {
    paxIndex,
    paxId,
    paxType: (paxType === 2 || paxType === 3 ? paxType : 1) as SupplierPaxType,
    title: str(p.Title),
    firstName: str(p.FirstName),
    lastName: str(p.LastName),
    isLeadPax: bool(p.IsLeadPax),
    fare: mapPaxFare(p.Fare),
    baggage: arr(p.Baggage).map(mapBaggageOption),
    meals: arr(p.MealDynamic).map(mapMealOption),
    ticket: mapTicket(p.Ticket, paxIndex, paxId),
  };
}

/** Segments as legs: `[[...],[...]]` as the reference shows, or a flat list grouped by TripIndicator. */
function mapBookedSegments(raw: unknown): SupplierBookedSegment[][] {
  const list = arr(raw);
  const withPnr = (s: unknown): SupplierBookedSegment => ({ ...mapSegment(s), airlinePnr: str(rec(s).AirlinePNR) });
  if (list.some(Array.isArray)) return list.map((leg) => arr(leg).map(withPnr)).filter((leg) => leg.length > 0);
  const legs = new Map<number, SupplierBookedSegment[]>();
  for (const s of list) {
    const trip = num(rec(s).TripIndicator) || 1;
    legs.set(trip, [...(legs.get(trip) ?? []), withPnr(s)]);
  }
  return [...legs.entries()].sort(([a], [b]) => a - b).map(([, leg]) => leg);
}

/** TBO booking statuses seen in the spec (000 section 4): 3 Ticketed, 4 Cancelled. */
function itineraryStatus(statusId: number, passengers: SupplierBookedPassenger[]): SupplierBookingStatus {
  if (statusId === 4) return "cancelled";
  if (statusId === 3 || (passengers.length > 0 && passengers.every((p) => p.ticket))) return "ticketed";
  return "held";
}

/** FlightItinerary (Book, Ticket and GetBookingDetails answers). */
export function mapItinerary(raw: unknown): SupplierItinerary {
  const it = rec(raw);
  const passengers = arr(it.Passenger).map(mapPassenger);
  const f = rec(it.Fare);
  const baggage = paise(f.TotalBaggageCharges);
  const meals = paise(f.TotalMealCharges);
  const seats = paise(f.TotalSeatCharges);
  const baseFare = paise(f.BaseFare);
  const tax = paise(f.Tax);
  const otherCharges = paise(f.OtherCharges) + paise(f.ServiceFee) + paise(f.AdditionalTxnFeePub) + paise(f.AirlineTransFee);
  const publishedFare = paise(f.PublishedFare) || baseFare + tax + otherCharges + baggage + meals + seats;
  const statusId = num(it.Status);
  return {
    bookingId: id(it.BookingId),
    pnr: str(it.PNR),
    status: itineraryStatus(statusId, passengers),
    supplierStatus: statusId,
    source: num(it.Source),
    isLcc: bool(it.IsLCC),
    origin: str(it.Origin),
    destination: str(it.Destination),
    airlineCode: str(it.AirlineCode),
    validatingAirlineCode: str(it.ValidatingAirlineCode),
    lastTicketDate: tboTime(it.LastTicketDate) || null,
    fare: { currency: str(f.Currency) || "INR", baseFare, tax, otherCharges, totalBaggageCharges: baggage, totalMealCharges: meals, totalSeatCharges: seats, publishedFare, offeredFare: paise(f.OfferedFare) || publishedFare },
    passengers,
    segments: mapBookedSegments(it.Segments),
  };
}

/** Book / Ticket inner `Response.Response`: Status 1 Successful; 3-6 (other fare, other class, booked other, not confirmed) pending. */
export function mapBookingAnswer(inner: Wire, wanted: "held" | "ticketed") {
  const itinerary = mapItinerary(inner.FlightItinerary);
  const bookingId = id(inner.BookingId) || itinerary.bookingId;
  const pnr = str(inner.PNR) || itinerary.pnr;
  const isPriceChanged = bool(inner.IsPriceChanged);
  const isTimeChanged = bool(inner.IsTimeChanged);
  const ok = num(inner.Status) === 1 && !isPriceChanged && !isTimeChanged;
  const done = wanted === "held" ? ok && pnr !== "" : ok && itinerary.status === "ticketed";
  const status: SupplierBookingStatus = done ? wanted : "pending";
  return {
    bookingId,
    pnr,
    status,
    isPriceChanged,
    isTimeChanged,
    ssrDenied: bool(inner.SSRDenied),
    ssrMessage: str(inner.SSRMessage),
    tickets: itinerary.passengers.flatMap((p) => (p.ticket ? [p.ticket] : [])),
    itinerary: { ...itinerary, bookingId: itinerary.bookingId || bookingId, pnr: itinerary.pnr || pnr, status: done ? wanted : itinerary.status },
  };
}

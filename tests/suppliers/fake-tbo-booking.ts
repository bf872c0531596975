import type { BookingSupplier, SupplierBaggageOption, SupplierMealOption, SupplierResult } from "@/server/suppliers/types";
import { segment, toWireResult } from "./fake-tbo-wire";

/**
 * The fake TBO server's booking calls (reference/flight-suppliers.md sections 1.5-1.9):
 * SSR, Book (non-LCC only), Ticket (LCC direct with Passengers, or non-LCC with BookingId + PNR),
 * GetBookingDetails (by BookingId, PNR [+ names] or TraceId) and ReleasePNRRequest (held only).
 * Book and Ticket answer `Response.Response{PNR, BookingId, Status, FlightItinerary}`;
 * GetBookingDetails answers `Response.FlightItinerary` without the inner nesting.
 * FlightItinerary.Status: 1 held, 3 ticketed, 4 cancelled (spec 000 section 4). Segments come back
 * as one flat list with TripIndicator and AirlinePNR, as TBO sends them.
 */
type W = Record<string, unknown>;
export type BookingMethod = "SSR" | "Book" | "Ticket" | "GetBookingDetails" | "ReleasePNRRequest";

type FakeBooking = { bookingId: number; pnr: string; traceId: string; result: SupplierResult; cabinClass: number; passengers: W[]; status: 1 | 3 | 4; source: number; tickets: W[] | null };

const OK_ERROR = { ErrorCode: 0, ErrorMessage: "" };
const rupees = (paise: number) => paise / 100;
const fail = (ResponseStatus: number, ErrorMessage: string) => ({ Response: { ResponseStatus, Error: { ErrorCode: ResponseStatus, ErrorMessage }, TraceId: "" } });
const sum = (rows: unknown, field = "Price") => (Array.isArray(rows) ? rows.reduce((s: number, r: W) => s + Number(r[field] ?? 0), 0) : 0);

const wireBag = (b: SupplierBaggageOption) => ({ AirlineCode: b.airlineCode, FlightNumber: b.flightNumber, WayType: b.wayType, Code: b.code, Description: b.supplierKind, Weight: b.weightKg, Currency: b.currency, Price: rupees(b.price), Origin: b.origin, Destination: b.destination, Text: b.description });
const wireMeal = (m: SupplierMealOption) => ({ WayType: m.wayType, Code: m.code, Description: m.supplierKind, AirlineDescription: m.description, Quantity: m.quantity, Price: rupees(m.price), Currency: m.currency, Origin: m.origin, Destination: m.destination, AirlineCode: m.airlineCode, FlightNumber: m.flightNumber });

export type FakeBookingSwitches = { priceChangeAtTicket: boolean; ticketDelayMs: number };

export function createFakeBookingDesk(deps: {
  sim: () => BookingSupplier;
  trace: (traceId: string) => { simTraceId: string; cabinClass: number } | undefined;
  switches: () => FakeBookingSwitches;
  wait: (ms: number) => Promise<void>;
}) {
  const bookings = new Map<number, FakeBooking>();
  let nextBookingId = 1_906_910;
  let nextTicketId = 2_193_319;
  let pnrSeq = 0;
  const newPnr = () => {
    pnrSeq += 1;
    return `X${(pnrSeq * 7919 + 104_729).toString(36).toUpperCase().padStart(5, "Q").slice(-5)}`;
  };

  function itinerary(b: FakeBooking, priceFactor = 1): W {
    const f = b.result.fare;
    const base = toWireResult(b.result, b.cabinClass);
    const bags = b.passengers.reduce((s, p) => s + sum(p.Baggage), 0);
    const meals = b.passengers.reduce((s, p) => s + sum(p.MealDynamic), 0);
    const scaled = (paise: number) => rupees(Math.round(paise * priceFactor));
    return {
      JourneyType: b.result.segments.length > 1 ? 2 : 1,
      TripIndicator: 1,
      BookingId: b.bookingId,
      PNR: b.pnr,
      IsDomestic: b.result.segments.flat().every((s) => s.origin.countryCode === "IN" && s.destination.countryCode === "IN"),
      Source: b.source,
      Origin: b.result.segments[0][0].origin.code,
      Destination: b.result.segments[0].at(-1)?.destination.code,
      AirlineCode: base.AirlineCode,
      ValidatingAirlineCode: base.ValidatingAirline,
      IsLCC: b.result.isLcc,
      NonRefundable: !b.result.isRefundable,
      FareType: "PUB",
      LastTicketDate: b.result.isLcc ? null : b.result.lastTicketDate,
      Status: b.status,
      Fare: {
        Currency: f.currency,
        BaseFare: scaled(f.baseFare),
        Tax: scaled(f.tax),
        OtherCharges: scaled(f.otherCharges),
        ServiceFee: 0,
        PublishedFare: scaled(f.publishedFare) + bags + meals,
        OfferedFare: scaled(f.offeredFare) + bags + meals,
        TotalBaggageCharges: bags,
        TotalMealCharges: meals,
        TotalSeatCharges: 0,
      },
      Passenger: b.passengers.map((p, i) => ({
        PaxId: b.bookingId * 10 + i,
        Title: p.Title,
        FirstName: p.FirstName,
        LastName: p.LastName,
        PaxType: p.PaxType,
        Gender: p.Gender,
        IsLeadPax: p.IsLeadPax,
        Fare: p.Fare,
        Baggage: p.Baggage ?? [],
        MealDynamic: p.MealDynamic ?? [],
        ...(b.tickets ? { Ticket: b.tickets[i] } : {}),
      })),
      Segments: b.result.segments.flatMap((leg, i) => leg.map((s, j) => ({ ...segment(s, i, j, b.cabinClass), AirlinePNR: b.result.isLcc ? b.pnr : `${b.pnr.slice(0, 3)}${s.airlineCode}${i}` }))),
    };
  }

  const nested = (b: FakeBooking, traceId: string, extra: W = {}, priceFactor = 1) => ({
    Response: {
      B2B2BStatus: false,
      Error: OK_ERROR,
      ResponseStatus: 1,
      TraceId: traceId,
      Response: { PNR: b.pnr, BookingId: b.bookingId, SSRDenied: false, SSRMessage: null, Status: 1, IsPriceChanged: false, IsTimeChanged: false, FlightItinerary: itinerary(b, priceFactor), ...extra },
    },
  });

  /** Checks a Passengers array the way TBO rejects bad ones (ResponseStatus 3). */
  function passengerProblem(passengers: unknown): string | null {
    if (!Array.isArray(passengers) || passengers.length === 0) return "Passengers are required";
    if (passengers.filter((p: W) => p.IsLeadPax === true).length !== 1) return "Exactly one passenger must be the lead";
    for (const p of passengers as W[]) {
      if (![1, 2, 3].includes(Number(p.PaxType)) || ![1, 2].includes(Number(p.Gender))) return "Invalid PaxType or Gender";
      if (!p.FirstName || !p.LastName || typeof p.Fare !== "object" || p.Fare === null) return "Name and Fare are required for every passenger";
    }
    return null;
  }

  async function resultFor(body: W) {
    const trace = deps.trace(String(body.TraceId));
    if (!trace) return null;
    try {
      const resultIndex = String(body.ResultIndex ?? "").split(",")[0];
      const quote = await deps.sim().fareQuote({ traceId: trace.simTraceId, resultIndex });
      return { trace, resultIndex, result: quote.result };
    } catch {
      return null;
    }
  }

  function issue(b: FakeBooking): void {
    const airline = String(toWireResult(b.result, b.cabinClass).ValidatingAirline);
    b.tickets = b.passengers.map((_, i) => ({
      TicketId: nextTicketId++,
      // LCCs answer the PNR as the ticket number (the real sample); GDS a 13-digit number.
      TicketNumber: b.result.isLcc ? b.pnr : `098${String(1_000_000_000 + b.bookingId * 10 + i)}`,
      IssueDate: "2026-09-01T12:00:00",
      ValidatingAirline: b.result.isLcc ? "022" : airline,
      Status: "OK",
      TicketType: "N",
    }));
    b.status = 3;
  }

  return {
    bookings,
    async answer(method: BookingMethod, body: W): Promise<unknown> {
      if (method === "GetBookingDetails") {
        const found = body.BookingId
          ? bookings.get(Number(body.BookingId))
          : body.PNR
            ? [...bookings.values()].find((b) => b.pnr === body.PNR && (!body.LastName || b.passengers.some((p) => String(p.LastName).toUpperCase() === String(body.LastName).toUpperCase())))
            : [...bookings.values()].findLast((b) => b.traceId === body.TraceId);
        if (!found || (body.PNR && found.pnr !== body.PNR)) return fail(3, "No booking found");
        return { Response: { Error: OK_ERROR, ResponseStatus: 1, TraceId: found.traceId, FlightItinerary: itinerary(found) } };
      }
      if (method === "ReleasePNRRequest") {
        const b = bookings.get(Number(body.BookingId));
        if (!b) return fail(3, "Invalid BookingId");
        if (Number(body.Source) !== b.source) return fail(3, "Source does not match the booking");
        if (b.status !== 1) return fail(2, "Only a held, unticketed booking can be released");
        b.status = 4;
        return { Response: { ResponseStatus: 1, TraceId: b.traceId, Error: OK_ERROR } };
      }
      if (method === "Ticket" && body.BookingId) {
        const b = bookings.get(Number(body.BookingId));
        if (!b || b.pnr !== body.PNR) return fail(3, "Invalid BookingId or PNR");
        if (b.status === 4) return fail(2, "The booking is cancelled");
        return ticketAnswer(b, body);
      }
      const found = await resultFor(body);
      if (!found) return fail(3, "Invalid TraceId or ResultIndex");
      const { trace, result } = found;
      if (method === "SSR") {
        const ssr = await deps.sim().ssr({ traceId: trace.simTraceId, resultIndex: found.resultIndex });
        const common = { TraceId: body.TraceId, ResponseStatus: 1, Error: OK_ERROR };
        if (!ssr.isLcc) return { Response: { ...common, Meal: ssr.mealPreferences.map((m) => ({ Code: m.code, Description: m.description })), SeatPreference: ssr.seatPreferences.map((s) => ({ Code: s.code, Description: s.description })) } };
        return { Response: { ...common, Baggage: ssr.baggage.map((l) => l.map(wireBag)), MealDynamic: ssr.meals.map((l) => l.map(wireMeal)), SeatDynamic: [] } };
      }
      if (method === "Book" && result.isLcc) return fail(3, "Book is not allowed for LCC; call Ticket");
      if (method === "Ticket" && !result.isLcc) return fail(3, "Non-LCC fares must be booked before ticketing");
      const problem = passengerProblem(body.Passengers);
      if (problem) return fail(3, problem);
      const source = Number(toWireResult(result, trace.cabinClass).Source);
      const b: FakeBooking = { bookingId: nextBookingId++, pnr: newPnr(), traceId: String(body.TraceId), result, cabinClass: trace.cabinClass, passengers: body.Passengers as W[], status: 1, source, tickets: null };
      if (method === "Book") {
        bookings.set(b.bookingId, b);
        return nested(b, b.traceId);
      }
      return ticketAnswer(b, body);
    },
  };

  async function ticketAnswer(b: FakeBooking, body: W) {
    const { priceChangeAtTicket, ticketDelayMs } = deps.switches();
    if (ticketDelayMs > 0) await deps.wait(ticketDelayMs);
    if (priceChangeAtTicket && body.IsPriceChangeAccepted !== true) {
      const shown = { ...b, ...(b.status === 1 && bookings.has(b.bookingId) ? {} : { bookingId: 0, pnr: "" }) };
      return nested(shown, b.traceId, { IsPriceChanged: true, Status: 1 }, 1.04);
    }
    if (b.status === 3) return nested(b, b.traceId, { TicketStatus: 6 });
    if (priceChangeAtTicket) b.result = { ...b.result, fare: { ...b.result.fare, baseFare: Math.round(b.result.fare.baseFare * 1.04), tax: Math.round(b.result.fare.tax * 1.04), otherCharges: Math.round(b.result.fare.otherCharges * 1.04), publishedFare: Math.round(b.result.fare.publishedFare * 1.04), offeredFare: Math.round(b.result.fare.offeredFare * 1.04) } };
    issue(b);
    bookings.set(b.bookingId, b);
    return nested(b, b.traceId, { TicketStatus: 1, InvoiceAmount: rupees(b.result.fare.publishedFare) });
  }
}

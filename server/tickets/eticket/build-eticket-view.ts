import "server-only";
import { buildBcbp, compartmentOf } from "@/lib/bcbp";
import type { TETicketBarcode, TETicketPassenger, TETicketView } from "@/lib/contracts/eticket";
import type { TSegment } from "@/lib/contracts/flights";
import type { TPassenger } from "@/lib/passenger-rules";
import type { BookingRow } from "@/server/booking/order-records";
import type { PassengerSsr } from "@/server/booking/price-ssr";
import type { SiteRecord } from "@/server/sites/find-site";
import { isPassengerRefunded, refundedSectorsOf, type RefundableTicket } from "@/server/tickets/change-requests/ticket-refunds";
import { computeETicketPayment, readETicketFare, toETicketFareMajor } from "./eticket-payment";

type BookedPassenger = TPassenger & { ticket?: RefundableTicket | null };
type Extra = Pick<PassengerSsr["baggage"][number], "origin" | "destination" | "flightNumber">;

export type BuildETicketOptions = {
  /** Only this passenger (the `pax` query). */
  paxIndex: number | null;
  /** Include the payment details (false: the server does not even send them). */
  showPrice: boolean;
  /** The viewer may change the markup and discount (the dialogs start from the stored values). */
  canManage: boolean;
  /** Draws one barcode (SVG for the page, PNG for the email). */
  drawBarcode: (content: string) => string | Promise<string>;
};

const PAX_TYPE_LABEL: Record<number, string> = { 1: "Adult", 2: "Child", 3: "Infant" };
const sectorOf = (s: Pick<TSegment, "originAirportCode" | "destinationAirportCode">) => `${s.originAirportCode}-${s.destinationAirportCode}`;
const carrierOf = (s: TSegment) => (/^[A-Z0-9]{2,3}$/.test(s.operatingCarrier ?? "") ? s.operatingCarrier : s.airlineCode);

/** The segment an extra was bought for: same sector, else same flight number, else (a whole-journey extra) the leg's first segment. */
function segmentOf(segments: TSegment[], extra: Extra): number {
  let at = segments.findIndex((s) => s.originAirportCode === extra.origin && s.destinationAirportCode === extra.destination);
  if (at < 0) at = segments.findIndex((s) => s.flightNumber === extra.flightNumber);
  if (at < 0) at = Math.max(0, segments.findIndex((s) => s.originAirportCode === extra.origin));
  return at;
}

function baggageOf(segments: TSegment[], ssr: PassengerSsr | undefined): TETicketPassenger["baggage"] {
  const extra = segments.map(() => 0);
  for (const bag of ssr?.baggage ?? []) extra[segmentOf(segments, bag)] += bag.weightKg;
  return segments.map((s, i) => ({ sector: sectorOf(s), allowance: `${s.baggage || "Not included"}${extra[i] > 0 ? ` + ${extra[i]} Kg extra` : ""}` }));
}

/** The meals bought, by the segment they are served on. */
function mealsOf(segments: TSegment[], ssr: PassengerSsr | undefined): TETicketPassenger["meals"] {
  return (ssr?.meals ?? []).map((m) => ({ sector: sectorOf(segments[segmentOf(segments, m)] ?? { originAirportCode: m.origin, destinationAirportCode: m.destination }), description: m.quantity > 1 ? `${m.description} x ${m.quantity}` : m.description }));
}

async function barcodesOf(booking: BookingRow, p: BookedPassenger, segments: TSegment[], draw: BuildETicketOptions["drawBarcode"]): Promise<TETicketBarcode[]> {
  const name = `${p.firstName} ${p.lastName}`;
  const out: TETicketBarcode[] = [];
  for (const s of segments) {
    let content: string;
    try {
      content = buildBcbp({
        lastName: p.lastName,
        firstName: p.firstName,
        pnr: s.airlinePnr || booking.pnr || "",
        fromAirport: s.originAirportCode,
        toAirport: s.destinationAirportCode,
        operatingCarrier: carrierOf(s),
        flightNumber: s.flightNumber,
        flightDate: s.departureTime,
        // A pre-check-in code (decision 0058): the cabin's compartment, no seat, no check-in sequence.
        compartmentCode: compartmentOf(s.fareClass),
      });
    } catch {
      continue; // a supplier's malformed flight number or date: no barcode rather than no ticket
    }
    const flight = `${s.airlineCode} ${s.flightNumber}`;
    out.push({ sector: sectorOf(s), flight, content, imageUrl: await draw(content), alt: `Ticket barcode for ${name}, flight ${flight} ${s.originAirportCode} to ${s.destinationAirportCode}` });
  }
  return out;
}

/**
 * The e-ticket of a ticketed booking: passengers (one, with `paxIndex`) with tickets, baggage, meals
 * and barcodes; flights; payment. A passenger whose every sector a completed refund gave back is left
 * off; a partially refunded ticket loses the refunded sectors' lines and barcodes (decision 0014).
 * A cancelled booking (a full refund) keeps its passengers under the cancelled notice.
 */
export async function buildETicketView(booking: BookingRow, site: Pick<SiteRecord, "companyName" | "logoUrl" | "adminContact" | "adminEmail">, options: BuildETicketOptions): Promise<TETicketView> {
  const legs = (booking.segments as TSegment[][]).filter((leg) => leg.length > 0);
  const segments = legs.flat();
  const ssr = (booking.ssr ?? []) as PassengerSsr[];
  const all = booking.passengers as BookedPassenger[];
  const isCancelled = booking.status === "cancelled";
  const sectors = segments.map(sectorOf);
  const isLeftOff = (p: BookedPassenger) => !isCancelled && isPassengerRefunded(p, sectors);
  const chosen = (options.paxIndex === null ? all.map((p, i) => [p, i] as const) : [[all[options.paxIndex], options.paxIndex] as const]).filter(([p]) => !isLeftOff(p));
  const passengers = await Promise.all(
    chosen.map(async ([p, i]) => {
      const refunded = isCancelled ? new Set<string>() : refundedSectorsOf(p);
      const flying = (x: { sector: string }) => !refunded.has(x.sector);
      return {
        index: i,
        name: [p.title, p.firstName, p.lastName].filter(Boolean).join(" "),
        paxType: PAX_TYPE_LABEL[p.paxType] ?? "Adult",
        ticketNumber: p.ticket?.ticketNumber ?? null,
        baggage: baggageOf(segments, ssr[i]).filter(flying),
        meals: mealsOf(segments, ssr[i]).filter(flying),
        refundedSectors: sectors.filter((x) => refunded.has(x)),
        barcodes: await barcodesOf(booking, p, segments.filter((s) => !refunded.has(sectorOf(s))), options.drawBarcode),
      };
    }),
  );
  const fare = readETicketFare(booking);
  return {
    bookingId: booking.id,
    pnr: booking.pnr ?? "",
    status: booking.status,
    isCancelled,
    issueDate: (booking.ticketedAt ?? booking.bookedAt ?? booking.createdAt).toISOString(),
    company: { companyName: site.companyName, logoUrl: site.logoUrl, adminContact: site.adminContact, adminEmail: site.adminEmail },
    passengers,
    refundedPassengerCount: all.filter(isLeftOff).length,
    legs,
    payment: options.showPrice ? computeETicketPayment(booking, fare) : null,
    eTicketFare: options.canManage ? toETicketFareMajor(fare) : null,
  };
}

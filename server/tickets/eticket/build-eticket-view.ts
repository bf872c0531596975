import "server-only";
import { buildBcbp } from "@/lib/bcbp";
import type { TETicketBarcode, TETicketPassenger, TETicketView } from "@/lib/contracts/eticket";
import type { TSegment } from "@/lib/contracts/flights";
import type { TPassenger } from "@/lib/passenger-rules";
import type { BookingRow } from "@/server/booking/order-records";
import type { PassengerSsr } from "@/server/booking/price-ssr";
import type { SiteRecord } from "@/server/sites/find-site";
import { computeETicketPayment, readETicketFare, toETicketFareMajor } from "./eticket-payment";

type BookedPassenger = TPassenger & { ticket?: { ticketId: string; ticketNumber: string; validatingAirline: string } | null };
type Extra = PassengerSsr["baggage"][number];

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

/** Extra bags bought for a segment: same sector, else same flight number, else (a whole-journey bag) the leg's first segment. */
function extrasBySegment(segments: TSegment[], extras: Extra[]): number[] {
  const weights = segments.map(() => 0);
  for (const bag of extras) {
    let at = segments.findIndex((s) => s.originAirportCode === bag.origin && s.destinationAirportCode === bag.destination);
    if (at < 0) at = segments.findIndex((s) => s.flightNumber === bag.flightNumber);
    if (at < 0) at = Math.max(0, segments.findIndex((s) => s.originAirportCode === bag.origin));
    weights[at] += bag.weightKg;
  }
  return weights;
}

function baggageOf(segments: TSegment[], ssr: PassengerSsr | undefined): TETicketPassenger["baggage"] {
  const extra = extrasBySegment(segments, ssr?.baggage ?? []);
  return segments.map((s, i) => ({ sector: sectorOf(s), allowance: `${s.baggage || "Not included"}${extra[i] > 0 ? ` + ${extra[i]} Kg extra` : ""}` }));
}

async function barcodesOf(booking: BookingRow, p: BookedPassenger, index: number, segments: TSegment[], draw: BuildETicketOptions["drawBarcode"]): Promise<TETicketBarcode[]> {
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
        compartmentCode: s.fareClass,
        checkInSequence: index + 1,
      });
    } catch {
      continue; // a supplier's malformed flight number or date: no barcode rather than no ticket
    }
    const flight = `${s.airlineCode} ${s.flightNumber}`;
    out.push({ sector: sectorOf(s), flight, content, imageUrl: await draw(content), alt: `Boarding barcode for ${name}, flight ${flight} ${s.originAirportCode} to ${s.destinationAirportCode}` });
  }
  return out;
}

/** The e-ticket of a ticketed booking: passengers (one, with `paxIndex`) with tickets, baggage and barcodes; flights; payment. */
export async function buildETicketView(booking: BookingRow, site: Pick<SiteRecord, "companyName" | "logoUrl" | "adminContact" | "adminEmail">, options: BuildETicketOptions): Promise<TETicketView> {
  const legs = (booking.segments as TSegment[][]).filter((leg) => leg.length > 0);
  const segments = legs.flat();
  const ssr = (booking.ssr ?? []) as PassengerSsr[];
  const all = booking.passengers as BookedPassenger[];
  const chosen = options.paxIndex === null ? all.map((p, i) => [p, i] as const) : [[all[options.paxIndex], options.paxIndex] as const];
  const passengers = await Promise.all(
    chosen.map(async ([p, i]) => ({
      index: i,
      name: [p.title, p.firstName, p.lastName].filter(Boolean).join(" "),
      paxType: PAX_TYPE_LABEL[p.paxType] ?? "Adult",
      ticketNumber: p.ticket?.ticketNumber ?? null,
      baggage: baggageOf(segments, ssr[i]),
      barcodes: await barcodesOf(booking, p, i, segments, options.drawBarcode),
    })),
  );
  const fare = readETicketFare(booking);
  return {
    bookingId: booking.id,
    pnr: booking.pnr ?? "",
    status: booking.status,
    isCancelled: booking.status === "cancelled",
    issueDate: (booking.ticketedAt ?? booking.bookedAt ?? booking.createdAt).toISOString(),
    company: { companyName: site.companyName, logoUrl: site.logoUrl, adminContact: site.adminContact, adminEmail: site.adminEmail },
    passengers,
    legs,
    payment: options.showPrice ? computeETicketPayment(booking, fare) : null,
    eTicketFare: options.canManage ? toETicketFareMajor(fare) : null,
  };
}

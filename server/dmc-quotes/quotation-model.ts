import { formatTravelDay } from "@/lib/dates";
import { documentMoneyCode } from "@/server/pdf/document-format";
import type { KartView } from "./load-kart";
import { compositionText, roomComposition, type RoomCompositionRow } from "./room-composition";
import { addDays, type DocDay, dayPlan, type DocTransferLeg, sharingLabel, transferLegs } from "./quotation-days";

/*
 * What the quotation document shows (decision 0040), as plain data for the PDF and the email: the
 * four price-breakup modes decide which amounts appear. full: every line priced and the total;
 * partial: a subtotal per section and the total; none: the total only; noprice: no amounts at all
 * (not the total, what was paid or the balance: issue 25 defect 10). Dates are travel days with
 * their weekday ("Sat, 5 Dec 2026"), amounts have thousands separators ("USD 1,512.80").
 */

/** roomComposition: a hotel line's rooms, extra adults and children (unitPrice, selling currency, only when lines show amounts). */
export type DocLine = { label: string; detail: string; amount: string | null; roomComposition?: RoomCompositionRow[]; rooms?: string };

/** "Rooms: 1 Double room at USD 1,000.00, 1 Child without bed at USD 150.00" (prices only when the mode shows line amounts). */
const roomsLine = (rows: RoomCompositionRow[], cur: string) => `Rooms: ${rows.map((r) => `${r.count} ${r.label}${r.unitPrice !== undefined ? ` at ${fmt(r.unitPrice, cur)}` : ""}`).join(", ")}`;
export type DocSection = { title: string; lines: DocLine[]; subtotal: string | null };
export type QuotationModel = {
  brandName: string;
  brandLogoUrl: string | null;
  /** The logo as a data: URI when the document can draw it (document-branding.ts), else absent. */
  brandLogoData?: string | null;
  /** The site's brand colour (document-branding.ts); absent: the default brand blue. */
  brandColor?: string;
  title: string;
  facts: [string, string][];
  /** The itinerary's passengers, one name each, as entered (any script). */
  guests: string[];
  /** The day-by-day plan: each date of the trip and what happens that day (quotation-days.ts). */
  days: DocDay[];
  /** What the price includes, one line per service. */
  inclusions: string[];
  /** Every pickup and drop, in date and time order. */
  transferLegs: DocTransferLeg[];
  sections: DocSection[];
  charges: DocLine[];
  total: string | null;
  /** What the customer has paid and what is still due; null when the mode hides amounts (noprice). */
  paid: string | null;
  balance: string | null;
  rates: string[];
  tnc: string[];
};

const fmt = documentMoneyCode;

type Brand = { companyName: string; logoUrl: string | null };

/** What a tour option includes (dmc_tour_options.hasTicket, hasMeal, hasGuide), by tour option id. */
export type TourInclusions = Record<number, { hasTicket: boolean; hasMeal: boolean; hasGuide: boolean }>;

const day = (d: string | null | undefined, missing: string) => (d ? formatTravelDay(d) : missing);

function inclusionsOf(k: KartView, tours: TourInclusions): string[] {
  const out: string[] = [];
  for (const a of k.accomodations) {
    const checkin = a.checkinDate ?? k.arrivalDate;
    const rooms = compositionText(roomComposition(a, k, false));
    out.push(`${a.hotelName}${a.roomTypeName ? `, ${a.roomTypeName}` : ""}: ${a.noOfNights} night(s), ${a.numberOfRooms} room(s)${rooms ? ` (${rooms})` : ""}${checkin ? `, ${formatTravelDay(checkin)} to ${formatTravelDay(addDays(checkin, a.noOfNights))}` : ""}${a.transferType ? `, ${sharingLabel(a.sharingBasis).toLowerCase()} transfers` : ""}`);
  }
  for (const a of k.activities) {
    const t = tours[a.tourOptionId];
    const parts = [t?.hasTicket ? "entry ticket" : null, t?.hasMeal ? "meal" : null, t?.hasGuide ? "guide" : null, a.transferType ? `${sharingLabel(a.sharingBasis).toLowerCase()} transfer (${a.transferType === "return" ? "pickup and drop" : "pickup"})` : null].filter(Boolean);
    out.push(`${a.tourOptionName}${parts.length ? `: ${parts.join(", ")}` : ""}`);
  }
  for (const m of k.miscellaneous) out.push(`${m.name}${m.description ? `: ${m.description}` : ""}`);
  for (const f of k.flights) out.push(`Flight ${f.airlineCode} ${f.flightNo} ${f.origin} to ${f.destination}${f.pnr ? ` (PNR ${f.pnr})` : ""}`);
  return out;
}

export function toQuotationModel(k: KartView, site: Brand, tnc: string[], tours: TourInclusions = {}): QuotationModel {
  const mode = k.priceBreakup;
  const cur = k.currency;
  const lineAmount = (v: number) => (mode === "full" ? fmt(v, cur) : null);
  const section = (title: string, lines: { label: string; detail: string; sellingPrice: number; roomComposition?: RoomCompositionRow[] }[]): DocSection => ({
    title,
    lines: lines.map((l) => ({ label: l.label, detail: l.detail, amount: lineAmount(l.sellingPrice), ...(l.roomComposition?.length ? { roomComposition: l.roomComposition, rooms: roomsLine(l.roomComposition, cur) } : {}) })),
    subtotal: mode === "full" || mode === "partial" ? fmt(lines.reduce((s, l) => s + l.sellingPrice, 0), cur) : null,
  });
  const sections = [
    section(
      "Accommodation",
      k.accomodations.map((a) => ({ label: `${a.hotelName}${a.roomTypeName ? `, ${a.roomTypeName}` : ""}`, detail: `Check-in ${day(a.checkinDate ?? k.arrivalDate, "to be confirmed")}, ${a.noOfNights} night(s), ${a.numberOfRooms} room(s)`, sellingPrice: a.sellingPrice, roomComposition: roomComposition(a, k, mode === "full") })),
    ),
    section(
      "Activities",
      k.activities.map((a) => ({ label: a.tourOptionName, detail: `${a.activityName}, ${day(a.startDate, "date to be confirmed")}${a.time ? ` ${a.time}` : ""}${a.transferType ? `, ${sharingLabel(a.sharingBasis).toLowerCase()} transfer (${a.transferType === "return" ? "pickup and drop" : "pickup"})` : ""}`, sellingPrice: a.sellingPrice })),
    ),
    section("Miscellaneous", k.miscellaneous.map((m) => ({ label: m.name, detail: [m.description, m.startDate ? formatTravelDay(m.startDate) : null].filter(Boolean).join(", "), sellingPrice: m.sellingPrice }))),
    section("Flights", k.flights.map((f) => ({ label: `${f.airlineCode} ${f.flightNo} ${f.origin}-${f.destination}`, detail: [f.departureDate ? formatTravelDay(f.departureDate) : null, f.departureTime, f.pnr ? `PNR ${f.pnr}` : null].filter(Boolean).join(" "), sellingPrice: f.sellingPrice }))),
  ].filter((s) => s.lines.length > 0);
  const showCharges = mode === "full" || mode === "partial";
  const charges: DocLine[] = showCharges
    ? [
        { label: "Service charge", detail: "", amount: fmt(k.serviceCharge, cur) },
        { label: "Remittance charge", detail: "", amount: fmt(k.remittanceCharge, cur) },
        { label: "Discount", detail: "", amount: `- ${fmt(k.discount, cur)}` },
      ].filter((c) => !/ 0\.00$/.test(c.amount))
    : [];
  // Agent branding: the customer's agency name and the agent's logo (users.taLogoUrl) instead of the site's.
  const agent = k.isAgentBranding && k.customer?.companyName ? { name: k.customer.companyName, logo: k.customer.taLogoUrl } : null;
  const customerName = k.customer ? `${k.customer.firstName} ${k.customer.lastName ?? ""}`.trim() : "";
  return {
    brandName: agent?.name ?? site.companyName,
    brandLogoUrl: agent ? (agent.logo ?? null) : site.logoUrl,
    title: `Quotation ${k.quotationId} (version ${k.version})`,
    facts: [
      ["Quotation", k.kartName],
      ["Guest", customerName],
      ["Arrival", day(k.arrivalDate, "To be confirmed")],
      ["Duration", `${k.noOfNights} night(s), ${k.noOfDays} day(s)`],
      ["Party", `${k.adults} adult(s), ${k.child} child(ren), ${k.infant} infant(s)`],
      ...(k.quoteValidyInDays !== null ? ([["Valid for", `${k.quoteValidyInDays} day(s)`]] as [string, string][]) : []),
      ...(k.paymentDeadline ? ([["Payment deadline", formatTravelDay(k.paymentDeadline)]] as [string, string][]) : []),
    ],
    guests: k.passengers.map((p) => [p.title, p.firstName, p.lastName].filter(Boolean).join(" ")),
    days: dayPlan(k),
    inclusions: inclusionsOf(k, tours),
    transferLegs: transferLegs(k),
    sections,
    charges,
    total: mode === "noprice" ? null : fmt(k.totalPrice, cur),
    paid: mode === "noprice" ? null : fmt(k.collectedPayment, cur),
    balance: mode === "noprice" ? null : fmt(Math.max(0, Math.round((k.totalPrice - k.collectedPayment) * 100) / 100), cur),
    rates: mode === "noprice" ? [] : Object.entries(k.exchangeRates).map(([c, r]) => `Converted at 1 ${c} = ${r} ${cur} (locked on this quotation)`),
    tnc,
  };
}

/** The same document as plain text (the email's body). */
export function quotationText(m: QuotationModel): string {
  const out = [m.brandName, m.title, "", ...m.facts.map(([k, v]) => `${k}: ${v}`), ""];
  if (m.guests.length) out.push("Guests", ...m.guests.map((g) => `- ${g}`), "");
  if (m.days.length) {
    out.push("Day by day");
    for (const d of m.days) out.push(d.title, ...d.items.map((i) => `- ${i.time ? `${i.time} ` : ""}${i.text}`));
    out.push("");
  }
  if (m.inclusions.length) out.push("Inclusions", ...m.inclusions.map((i) => `- ${i}`), "");
  for (const s of m.sections) {
    out.push(s.title);
    for (const l of s.lines) {
      out.push(`- ${l.label}${l.detail ? ` (${l.detail})` : ""}${l.amount ? `: ${l.amount}` : ""}`);
      if (l.roomComposition?.length) out.push(`  Rooms: ${compositionText(l.roomComposition)}`);
    }
    if (s.subtotal) out.push(`  ${s.title} subtotal: ${s.subtotal}`);
    out.push("");
  }
  for (const c of m.charges) out.push(`${c.label}: ${c.amount}`);
  if (m.total) out.push(`Total: ${m.total}`);
  if (m.paid) out.push(`Paid: ${m.paid}`);
  if (m.balance) out.push(`Balance due: ${m.balance}`);
  out.push(...m.rates, "", "Terms and conditions", ...m.tnc.map((t) => `- ${t}`));
  return out.join("\n");
}

/**
 * The quotation email's body: the document as text and, when the mode shows amounts, the link that
 * pays the amount due. A 'noprice' quotation states no amount anywhere (issue 25, defect 10): the
 * caller issues no payment link for it (the link's page would show the amount).
 */
export function quotationEmailText(m: QuotationModel, payment: { amount: string; url: string } | null): string {
  const pay = payment && m.total !== null ? `\n\nPay the amount due (${payment.amount}) online: ${payment.url}\n` : "";
  return quotationText(m) + pay;
}

/** Whether a quotation sent in this mode may carry a payment link (its amount due): every mode but noprice. */
export const showsAmountDue = (mode: string) => mode !== "noprice";

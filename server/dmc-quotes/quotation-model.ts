import { documentMoneyCode } from "@/server/pdf/document-format";
import type { KartView } from "./load-kart";
import { compositionText, roomComposition, type RoomCompositionRow } from "./room-composition";

/*
 * What the quotation document shows (decision 0040), as plain data for the PDF and the email: the
 * four price-breakup modes decide which amounts appear. full: every line priced and the total;
 * partial: a subtotal per section and the total; none: the total only; noprice: no amounts at all.
 */

/** roomComposition: a hotel line's rooms, extra adults and children (unitPrice, selling currency, only when lines show amounts). */
export type DocLine = { label: string; detail: string; amount: string | null; roomComposition?: RoomCompositionRow[] };
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
  sections: DocSection[];
  charges: DocLine[];
  total: string | null;
  rates: string[];
  tnc: string[];
};

const fmt = documentMoneyCode;

type Brand = { companyName: string; logoUrl: string | null };

export function toQuotationModel(k: KartView, site: Brand, tnc: string[]): QuotationModel {
  const mode = k.priceBreakup;
  const cur = k.currency;
  const lineAmount = (v: number) => (mode === "full" ? fmt(v, cur) : null);
  const section = (title: string, lines: { label: string; detail: string; sellingPrice: number; roomComposition?: RoomCompositionRow[] }[]): DocSection => ({
    title,
    lines: lines.map((l) => ({ label: l.label, detail: l.detail, amount: lineAmount(l.sellingPrice), ...(l.roomComposition ? { roomComposition: l.roomComposition } : {}) })),
    subtotal: mode === "full" || mode === "partial" ? fmt(lines.reduce((s, l) => s + l.sellingPrice, 0), cur) : null,
  });
  const sections = [
    section(
      "Accommodation",
      k.accomodations.map((a) => ({ label: `${a.hotelName}${a.roomTypeName ? `, ${a.roomTypeName}` : ""}`, detail: `Check-in ${a.checkinDate ?? "to be confirmed"}, ${a.noOfNights} night(s), ${a.numberOfRooms} room(s)`, sellingPrice: a.sellingPrice, roomComposition: roomComposition(a, k, mode === "full") })),
    ),
    section(
      "Activities",
      k.activities.map((a) => ({ label: a.tourOptionName, detail: `${a.activityName}, ${a.startDate ?? "date to be confirmed"}${a.time ? ` ${a.time}` : ""}${a.transferType ? `, ${a.transferType} transfer (${a.sharingBasis})` : ""}`, sellingPrice: a.sellingPrice })),
    ),
    section("Miscellaneous", k.miscellaneous.map((m) => ({ label: m.name, detail: [m.description, m.startDate].filter(Boolean).join(", "), sellingPrice: m.sellingPrice }))),
    section("Flights", k.flights.map((f) => ({ label: `${f.airlineCode} ${f.flightNo} ${f.origin}-${f.destination}`, detail: [f.departureDate, f.departureTime, f.pnr ? `PNR ${f.pnr}` : null].filter(Boolean).join(" "), sellingPrice: f.sellingPrice }))),
  ].filter((s) => s.lines.length > 0);
  const showCharges = mode === "full" || mode === "partial";
  const charges: DocLine[] = showCharges
    ? [
        { label: "Service charge", detail: "", amount: fmt(k.serviceCharge, cur) },
        { label: "Remittance charge", detail: "", amount: fmt(k.remittanceCharge, cur) },
        { label: "Discount", detail: "", amount: `- ${fmt(k.discount, cur)}` },
      ].filter((c) => !c.amount.endsWith(" 0.00"))
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
      ["Arrival", k.arrivalDate ?? "To be confirmed"],
      ["Duration", `${k.noOfNights} night(s), ${k.noOfDays} day(s)`],
      ["Party", `${k.adults} adult(s), ${k.child} child(ren), ${k.infant} infant(s)`],
      ...(k.quoteValidyInDays !== null ? ([["Valid for", `${k.quoteValidyInDays} day(s)`]] as [string, string][]) : []),
      ...(k.paymentDeadline ? ([["Payment deadline", k.paymentDeadline]] as [string, string][]) : []),
    ],
    guests: k.passengers.map((p) => [p.title, p.firstName, p.lastName].filter(Boolean).join(" ")),
    sections,
    charges,
    total: mode === "noprice" ? null : fmt(k.totalPrice, cur),
    rates: mode === "noprice" ? [] : Object.entries(k.exchangeRates).map(([c, r]) => `Converted at 1 ${c} = ${r} ${cur} (locked on this quotation)`),
    tnc,
  };
}

/** The same document as plain text (the email's body). */
export function quotationText(m: QuotationModel): string {
  const out = [m.brandName, m.title, "", ...m.facts.map(([k, v]) => `${k}: ${v}`), ""];
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
  out.push(...m.rates, "", "Terms and conditions", ...m.tnc.map((t) => `- ${t}`));
  return out.join("\n");
}

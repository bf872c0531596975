/*
 * What changed between two versions of a quotation, in sentences staff can read (decision 0040):
 * header fields by name, lines by section and position (added, removed, price or item changed).
 */

type LineLike = { price: number; currency: string; [k: string]: unknown };
type KartLike = { [k: string]: unknown; accomodations: LineLike[]; activities: LineLike[]; miscellaneous: LineLike[]; flights: LineLike[]; passengers: unknown[] };

const HEADER = ["kartName", "customerId", "adults", "child", "infant", "arrivalDate", "noOfDays", "noOfNights", "quoteValidyInDays", "paymentDeadline", "currency", "serviceCharge", "remittanceCharge", "discount", "totalPrice", "priceBreakup", "remark", "isAgentBranding"] as const;

const show = (v: unknown) => (v === null || v === undefined || v === "" ? "none" : String(v));
const label = (section: string, l: LineLike) => {
  const name = l.hotelName ?? l.tourOptionName ?? l.name ?? (l.flightNo ? `${String(l.airlineCode)} ${String(l.flightNo)}` : section);
  return String(name);
};

function diffSection(section: string, before: LineLike[], after: LineLike[]): string[] {
  const out: string[] = [];
  const n = Math.max(before.length, after.length);
  for (let i = 0; i < n; i++) {
    const b = before[i];
    const a = after[i];
    if (!b && a) out.push(`${section}: added ${label(section, a)} (${a.currency} ${a.price})`);
    else if (b && !a) out.push(`${section}: removed ${label(section, b)}`);
    else if (a && b) {
      if (label(section, a) !== label(section, b)) out.push(`${section} ${i + 1}: ${label(section, b)} → ${label(section, a)}`);
      if (a.price !== b.price || a.currency !== b.currency) out.push(`${section} ${label(section, a)}: price ${b.currency} ${b.price} → ${a.currency} ${a.price}`);
    }
  }
  return out;
}

export function diffKart(before: KartLike, after: KartLike): string[] {
  const out: string[] = [];
  for (const k of HEADER) if (show(before[k]) !== show(after[k])) out.push(`${k}: ${show(before[k])} → ${show(after[k])}`);
  out.push(...diffSection("Accomodation", before.accomodations, after.accomodations));
  out.push(...diffSection("Activity", before.activities, after.activities));
  out.push(...diffSection("Miscellaneous", before.miscellaneous, after.miscellaneous));
  out.push(...diffSection("Flight", before.flights, after.flights));
  if (before.passengers.length !== after.passengers.length) out.push(`passengers: ${before.passengers.length} → ${after.passengers.length}`);
  return out;
}

import { allocate, percentOf } from "@/lib/money";
import { priceHotelLine, sellingComposition } from "./price-hotel-line";
import { selectRateWithFallback } from "./rate-selection";
import type {
  AreaTransferLine,
  LinePrice,
  Money,
  PriceAdjustment,
  PriceAnswer,
  PriceComponent,
  PriceLine,
  PricingParty,
  RateCatalogue,
  TourOptionLine,
} from "./rate-engine-types";

/*
 * The DMC rate engine (issue 13, decision 0036). Pure: the loader (load-rate-catalogue.ts) reads
 * the rates, this prices every line from them. Per line:
 * - a tour option: its ticket rate (per pax: adults x adultAmount + children x childAmount; per
 *   booking: adultAmount once) plus, when asked, its transfer rate of the chosen sharing basis and
 *   transfer type (per pax: amount x party; per vehicle: amount once);
 * - an area transfer: the rate from, to, purpose and sharing (per pax or per vehicle likewise);
 * - a hotel stay: see price-hotel-line.ts.
 * Then the customer's activity markup (and its discount), then a combo's discount.
 */

export const money = (currency: string, minor: number) => `${currency} ${(minor / 100).toFixed(2)}`;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function sumByCurrency(parts: readonly { currency: string | null; amount: number }[]): Money[] {
  const totals = new Map<string, number>();
  for (const p of parts) if (p.currency !== null) totals.set(p.currency, (totals.get(p.currency) ?? 0) + p.amount);
  return [...totals].map(([currency, amount]) => ({ currency, amount }));
}

/** The market fallback's sentence before the computation (decision 0063). */
export const withFallback = (fallback: string | null, computation: string) => (fallback ? `${fallback}. ${computation}` : computation);

function ticketComponent(line: TourOptionLine, catalogue: RateCatalogue, party: PricingParty): PriceComponent {
  const pax = line.adults + line.children;
  const pick = selectRateWithFallback(
    catalogue.ticketRates.get(line.tourOptionId) ?? [],
    { marketId: party.market.id, marketNames: party.marketNames, date: line.date, pax, lane: null },
    party.defaultMarket,
  );
  const r = pick.winner;
  const base = { kind: "ticket" as const, label: "Ticket", verdicts: pick.verdicts };
  if (!r) return { ...base, rateId: null, currency: null, amount: 0, computation: "No ticket rate applies" };
  if (!r.isPerPax) return { ...base, rateId: r.id, currency: r.currency, amount: r.adultAmount, computation: withFallback(pick.fallback, `Per booking: ${money(r.currency, r.adultAmount)}`) };
  const amount = line.adults * r.adultAmount + line.children * r.childAmount;
  const childPart = line.children > 0 ? ` + ${plural(line.children, "child", "children")} x ${money(r.currency, r.childAmount)}` : "";
  const computation = `${plural(line.adults, "adult", "adults")} x ${money(r.currency, r.adultAmount)}${childPart} = ${money(r.currency, amount)}`;
  return { ...base, rateId: r.id, currency: r.currency, amount, computation: withFallback(pick.fallback, computation) };
}

type VehicleRate = { id: number; currency: string; amount: number; isPerPax: boolean };
function vehicleOrPax(kind: "transfer" | "areaTransfer", label: string, pick: { winner: VehicleRate | null; verdicts: PriceComponent["verdicts"]; fallback: string | null }, pax: number): PriceComponent {
  const { winner: r, verdicts } = pick;
  if (!r) return { kind, label, rateId: null, currency: null, amount: 0, computation: `No ${kind === "transfer" ? "transfer" : "area transfer"} rate applies`, verdicts };
  if (!r.isPerPax) return { kind, label, rateId: r.id, currency: r.currency, amount: r.amount, computation: withFallback(pick.fallback, `Per vehicle: ${money(r.currency, r.amount)}`), verdicts };
  const amount = r.amount * pax;
  return { kind, label, rateId: r.id, currency: r.currency, amount, computation: withFallback(pick.fallback, `${plural(pax, "person", "people")} x ${money(r.currency, r.amount)} = ${money(r.currency, amount)}`), verdicts };
}

function transferComponent(line: TourOptionLine, catalogue: RateCatalogue, party: PricingParty): PriceComponent | null {
  if (!line.transfer) return null;
  const lane = `${line.transfer.sharingBasis} ${line.transfer.transferType}`;
  const pax = line.adults + line.children;
  const pick = selectRateWithFallback(catalogue.transferRates.get(line.tourOptionId) ?? [], { marketId: party.market.id, marketNames: party.marketNames, date: line.date, pax, lane }, party.defaultMarket);
  return vehicleOrPax("transfer", `Transfer (${lane})`, pick, pax);
}

function areaTransferComponent(line: AreaTransferLine, catalogue: RateCatalogue, party: PricingParty): PriceComponent {
  const lane = `${line.purpose} ${line.sharingBasis}`;
  const pax = line.adults + line.children;
  const rates = catalogue.areaTransfers.get(`${line.fromAreaId}|${line.toAreaId}`) ?? [];
  const pick = selectRateWithFallback(rates, { marketId: party.market.id, marketNames: party.marketNames, date: line.date, pax, lane }, party.defaultMarket);
  return vehicleOrPax("areaTransfer", `Transfer (${lane})`, pick, pax);
}

/**
 * The activity markup on a priced line: percent of each currency's subtotal; flat in minor units of
 * the line's first currency (per passenger: x adults + children; per booking: once). The rule's
 * discount is computed the same way and never exceeds the markup.
 */
export function markupAdjustments(party: PricingParty, subtotals: Money[], pax: number): PriceAdjustment[] {
  const rule = party.markup;
  if (!rule || subtotals.length === 0) return [];
  const amountsOf = (valueType: "flat" | "percent", value: number): Money[] =>
    valueType === "percent"
      ? subtotals.map((s) => ({ currency: s.currency, amount: percentOf(s.amount, value) }))
      : [{ currency: subtotals[0].currency, amount: rule.basis === "perBooking" ? value : value * pax }];
  const describe = (valueType: "flat" | "percent", value: number, m: Money) =>
    valueType === "percent"
      ? `${value / 100}% of ${money(m.currency, subtotals.find((s) => s.currency === m.currency)?.amount ?? 0)}`
      : rule.basis === "perBooking"
        ? `flat ${money(m.currency, value)} per booking`
        : `flat ${money(m.currency, value)} x ${plural(pax, "passenger", "passengers")}`;
  const out: PriceAdjustment[] = [];
  const markups = amountsOf(rule.valueType, rule.value);
  for (const m of markups) out.push({ kind: "markup", currency: m.currency, amount: m.amount, text: `Activity markup (rule ${rule.id}): ${describe(rule.valueType, rule.value, m)} = ${money(m.currency, m.amount)}` });
  if (rule.discountValueType !== null && rule.discountValue > 0) {
    for (const d of amountsOf(rule.discountValueType, rule.discountValue)) {
      const cap = markups.find((m) => m.currency === d.currency)?.amount ?? 0;
      const amount = Math.min(d.amount, cap);
      const capped = amount < d.amount ? " (capped at the markup)" : "";
      out.push({ kind: "markupDiscount", currency: d.currency, amount: -amount, text: `Markup discount (rule ${rule.id}): ${describe(rule.discountValueType, rule.discountValue, d)}${capped} = -${money(d.currency, amount)}` });
    }
  }
  return out;
}

/**
 * A combo's discount on one of its tour options: the combo's amount shared equally across its tour
 * options (largest remainder, earlier positions first), in the combo's currency, never more than the
 * line's amount in that currency.
 */
export function comboAdjustment(line: TourOptionLine, catalogue: RateCatalogue, running: Money[]): PriceAdjustment | null {
  if (line.comboId === null) return null;
  const combo = catalogue.combos.get(line.comboId);
  if (!combo) return { kind: "comboDiscount", currency: "", amount: 0, text: `Combo ${line.comboId} not found: no combo discount` };
  const position = combo.tourOptionIds.indexOf(line.tourOptionId);
  if (position < 0) return { kind: "comboDiscount", currency: combo.currency, amount: 0, text: `Not part of combo ${combo.name}: no combo discount` };
  const share = allocate(combo.amount, combo.tourOptionIds.map(() => 1))[position];
  const available = running.find((m) => m.currency === combo.currency)?.amount ?? 0;
  if (available === 0) return { kind: "comboDiscount", currency: combo.currency, amount: 0, text: `Combo ${combo.name} discounts in ${combo.currency} but this line has no ${combo.currency} amount: no combo discount (no currency conversion)` };
  const amount = Math.min(share, available);
  const n = combo.tourOptionIds.length;
  return {
    kind: "comboDiscount",
    currency: combo.currency,
    amount: -amount,
    text: `Combo ${combo.name}: ${money(combo.currency, combo.amount)} shared by ${plural(n, "tour option", "tour options")} = -${money(combo.currency, amount)}${amount < share ? " (capped at the line's amount)" : ""}`,
  };
}

function finish(kind: PriceLine["kind"], label: string, components: PriceComponent[], party: PricingParty, pax: number, combo?: (running: Money[]) => PriceAdjustment | null): LinePrice {
  const missing = components.filter((c) => c.rateId === null);
  if (missing.length > 0) {
    return { kind, label, isPriced: false, error: missing.map((c) => `${c.label}: ${c.computation}`).join("; "), components, adjustments: [], totals: [] };
  }
  const subtotals = sumByCurrency(components);
  const adjustments = markupAdjustments(party, subtotals, pax);
  const afterMarkup = sumByCurrency([...components, ...adjustments]);
  const comboLine = combo?.(afterMarkup);
  if (comboLine) adjustments.push(comboLine);
  return { kind, label, isPriced: true, error: null, components, adjustments, totals: sumByCurrency([...components, ...adjustments]) };
}

export function priceLine(line: PriceLine, catalogue: RateCatalogue, party: PricingParty): LinePrice {
  if (line.kind === "hotel") {
    const { label, components, composition } = priceHotelLine(line, catalogue, party);
    const priced = finish("hotel", label, components, party, line.adults + line.childrenWithBed + line.childrenWithoutBed);
    if (!composition || !priced.isPriced || priced.totals.length !== 1) return priced;
    return { ...priced, composition: sellingComposition(composition, sumByCurrency(components)[0].amount, priced.totals[0].amount) };
  }
  if (line.kind === "areaTransfer") {
    const label = `${catalogue.areaNames.get(line.fromAreaId) ?? `area ${line.fromAreaId}`} to ${catalogue.areaNames.get(line.toAreaId) ?? `area ${line.toAreaId}`}`;
    return finish("areaTransfer", label, [areaTransferComponent(line, catalogue, party)], party, line.adults + line.children);
  }
  const components = [ticketComponent(line, catalogue, party)];
  const transfer = transferComponent(line, catalogue, party);
  if (transfer) components.push(transfer);
  const label = catalogue.tourOptionNames.get(line.tourOptionId) ?? `Tour option ${line.tourOptionId}`;
  return finish("tourOption", label, components, party, line.adults + line.children, (running) => comboAdjustment(line, catalogue, running));
}

/** Prices every line; the answer's totals are per currency over the priced lines. */
export function priceLines(lines: readonly PriceLine[], catalogue: RateCatalogue, party: PricingParty): PriceAnswer {
  const priced = lines.map((l) => priceLine(l, catalogue, party));
  return { market: party.market, markup: party.markupText, lines: priced, totals: sumByCurrency(priced.flatMap((l) => l.totals)) };
}

import type { MARKUP_BASES, MARKUP_SECTORS, MARKUP_VALUE_TYPES } from "@/lib/contracts/markups";
import { formatMoney } from "@/lib/money";

export type RuleKind = "defaultAirline" | "airlineSpecific" | "fixedDeparture" | "activity";

/** The four rule sections of a group, in screen order. */
export const RULE_SECTIONS: { kind: RuleKind; title: string; noun: string }[] = [
  { kind: "defaultAirline", title: "Default airline markup", noun: "default airline markup" },
  { kind: "airlineSpecific", title: "Airline-specific markup", noun: "airline-specific markup" },
  { kind: "fixedDeparture", title: "Fixed-departure markup", noun: "fixed-departure markup" },
  { kind: "activity", title: "Activity markup", noun: "activity markup" },
];

export const VALUE_TYPE_LABELS: Record<(typeof MARKUP_VALUE_TYPES)[number], string> = { flat: "Flat (₹)", percent: "Percent (%)" };

/**
 * The unit of a flat amount: rupees for flights, but an activity markup applies in the currency of
 * the DMC rate it marks up (USD, AED: decision 0036), so it carries no ₹.
 */
export const flatUnit = (kind: RuleKind | undefined) => (kind === "activity" ? "rate currency" : "₹");
export const valueTypeLabel = (kind: RuleKind | undefined, valueType: (typeof MARKUP_VALUE_TYPES)[number]) =>
  valueType === "flat" ? `Flat (${flatUnit(kind)})` : VALUE_TYPE_LABELS.percent;

export const BASIS_LABELS: Record<(typeof MARKUP_BASES)[number], string> = {
  perPassenger: "Per passenger",
  perBooking: "Per booking",
  perSegment: "Per segment",
};

export const SECTOR_LABELS: Record<(typeof MARKUP_SECTORS)[number], string> = { both: "Both", domestic: "Domestic", international: "International" };

/** journeyType 1, 2, 3; "" (null) means every journey type. */
export const JOURNEY_TYPE_LABELS: Record<"" | "1" | "2" | "3", string> = { "": "All journeys", "1": "One-way", "2": "Return", "3": "Multi-city" };

/** A rule's amount: ₹ with two decimals for flat ("₹250.00"; an activity's "99.50 in rate currency"), a percentage otherwise ("12.5%"). */
export function formatAmount(valueType: "flat" | "percent", value: number, kind?: RuleKind): string {
  if (valueType !== "flat") return `${value}%`;
  return kind === "activity" ? `${value.toFixed(2)} in rate currency` : formatMoney(value);
}

export function formatDiscount(discountValueType: "flat" | "percent" | null, discountValue: number, kind?: RuleKind): string {
  return discountValueType === null ? "None" : formatAmount(discountValueType, discountValue, kind);
}

export function formatJourneyType(journeyType: number | null): string {
  return JOURNEY_TYPE_LABELS[String(journeyType ?? "") as keyof typeof JOURNEY_TYPE_LABELS] ?? String(journeyType);
}

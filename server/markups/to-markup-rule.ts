import "server-only";
import { markupRules } from "@/db/schema/pricing";
import { fromHundredths, type TActivityMarkupView, type TMarkupRuleView } from "@/lib/contracts/markups";
import type { MarkupRule } from "@/server/pricing/types";

export type MarkupRuleRow = typeof markupRules.$inferSelect;

/** A markup_rules row as the fare engine reads it (paise and basis points, unchanged). */
export function toMarkupRule(row: MarkupRuleRow): MarkupRule {
  return {
    id: row.id,
    groupId: row.groupId,
    kind: row.kind,
    airlineCode: row.airlineCode,
    valueType: row.valueType,
    value: row.value,
    basis: row.basis,
    sector: row.sector,
    journeyType: row.journeyType,
    discountValueType: row.discountValueType,
    discountValue: row.discountValue,
    createdAt: row.createdAt,
  };
}

/** A markup_rules row as the API shows it: major units (199.99) and percentages (12.5). */
export function toMarkupRuleView(row: MarkupRuleRow): TMarkupRuleView {
  return {
    markupId: row.id,
    groupId: row.groupId,
    kind: row.kind,
    airlineCode: row.airlineCode,
    valueType: row.valueType,
    value: fromHundredths(row.value),
    basis: row.basis,
    sector: row.sector,
    journeyType: row.journeyType,
    discountValueType: row.discountValueType,
    discountValue: fromHundredths(row.discountValue),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The activity endpoints name the rule's id `id` (their edit and delete calls take `id`). */
export function toActivityMarkupView(row: MarkupRuleRow): TActivityMarkupView {
  const { markupId, ...rest } = toMarkupRuleView(row);
  return { id: markupId, ...rest };
}

import "server-only";
import type { TPriceAnswer } from "@/lib/contracts/dmc-rates";
import type { PriceAnswer } from "./rate-engine-types";

const major = (minor: number) => minor / 100;

/** The engine's answer as the API shows it: major units, everything else as is. */
export function toPriceView(answer: PriceAnswer): TPriceAnswer {
  return {
    market: answer.market,
    markup: answer.markup,
    totals: answer.totals.map((t) => ({ currency: t.currency, amount: major(t.amount) })),
    lines: answer.lines.map((l) => ({
      ...l,
      components: l.components.map((c) => ({ ...c, amount: major(c.amount) })),
      adjustments: l.adjustments.map((a) => ({ ...a, amount: major(a.amount) })),
      totals: l.totals.map((t) => ({ currency: t.currency, amount: major(t.amount) })),
      ...(l.composition ? { composition: l.composition.map((c) => ({ ...c, unitPrice: major(c.unitPrice) })) } : {}),
    })),
  };
}

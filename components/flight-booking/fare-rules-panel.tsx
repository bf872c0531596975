import type { z } from "zod";
import type { ZFareRule } from "@/lib/contracts/flights";

/** The fare rules in a fold-out, the text area 400 px high (spec 000 section 2). */
export function FareRulesPanel({ rules }: { rules: z.infer<typeof ZFareRule>[] }) {
  if (rules.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-900">Fare rules</summary>
      <div className="mt-2 h-[400px] overflow-auto" aria-label="Fare rules" role="region" tabIndex={0}>
        {rules.map((r, i) => (
          <div key={i} className="mb-2">
            <p className="font-medium">
              {r.airline} {r.origin}-{r.destination} ({r.fareBasisCode})
            </p>
            <p className="whitespace-pre-line text-slate-700">{r.fareRuleDetail}</p>
          </div>
        ))}
      </div>
    </details>
  );
}

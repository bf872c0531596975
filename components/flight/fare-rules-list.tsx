import type { z } from "zod";
import type { ZFareRule } from "@/lib/contracts/flights";

/** The supplier's fare rules in a scrolling area 400 px high (spec 000 section 2). */
type Rule = Pick<z.infer<typeof ZFareRule>, "airline" | "origin" | "destination" | "fareBasisCode" | "fareRuleDetail">;

export function FareRulesList({ rules, emptyText }: { rules: Rule[]; emptyText?: string }) {
  return (
    <div className="h-[400px] overflow-auto rounded border border-slate-200 bg-white p-2 text-sm" aria-label="Fare rules" role="region" tabIndex={0}>
      {rules.length === 0 && emptyText ? <p className="text-slate-500">{emptyText}</p> : null}
      {rules.map((r, i) => (
        <div key={i} className="mb-2">
          <p className="font-medium">
            {r.airline} {r.origin}-{r.destination} ({r.fareBasisCode})
          </p>
          <p className="whitespace-pre-line text-slate-700">{r.fareRuleDetail}</p>
        </div>
      ))}
    </div>
  );
}

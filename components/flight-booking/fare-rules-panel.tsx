import type { z } from "zod";
import { FareRulesList } from "@/components/flight/fare-rules-list";
import type { ZFareRule } from "@/lib/contracts/flights";

/** The fare rules in a fold-out, the text area 400 px high (spec 000 section 2). */
export function FareRulesPanel({ rules }: { rules: z.infer<typeof ZFareRule>[] }) {
  if (rules.length === 0) return null;
  return (
    <details className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <summary className="cursor-pointer font-medium text-slate-900">Fare rules</summary>
      <div className="mt-2">
        <FareRulesList rules={rules} />
      </div>
    </details>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { ZSaveExchangeRateRequest } from "@/lib/contracts/dmc-quotes";
import { useSaveExchangeRate } from "./use-exchange-rates";

const input = "w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";
const cell = "flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700";

/**
 * A new exchange rate: 1 from = rate to, from a valid-from day (default today). The staff screen's
 * form and the builder's "set it here" form for a missing rate (same endpoint, append-only).
 */
export function ExchangeRateForm({ from = "", to = "", lockPair = false, nested = false, onSaved, title = "Add a rate" }: { from?: string; to?: string; lockPair?: boolean; nested?: boolean; onSaved?: () => void; title?: string }) {
  const toast = useToast();
  const save = useSaveExchangeRate();
  const [v, setV] = useState({ fromCurrency: from, toCurrency: to, rate: "", validFrom: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const parsed = ZSaveExchangeRateRequest.safeParse({ fromCurrency: v.fromCurrency, toCurrency: v.toCurrency, rate: v.rate === "" ? undefined : Number(v.rate), ...(v.validFrom ? { validFrom: v.validFrom } : {}) });
    if (!parsed.success) {
      const out: Record<string, string> = {};
      for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message;
      setErrors(out);
      return;
    }
    setErrors({});
    try {
      toast.success((await save.mutateAsync(parsed.data)).message);
      setV((x) => ({ ...x, rate: "", validFrom: "" }));
      onSaved?.();
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
    }
  };
  const field = (k: keyof typeof v, label: string, extra: Record<string, unknown> = {}) => (
    <label className={cell}>
      {label}
      <input className={input} value={v[k]} onChange={(e) => setV((x) => ({ ...x, [k]: k.endsWith("Currency") ? e.target.value.toUpperCase() : e.target.value }))} {...extra} />
      {errors[k] ? <span className="text-xs font-normal text-red-700">{errors[k]}</span> : null}
    </label>
  );
  const fields = (
    <>
      {field("fromCurrency", "From currency", { maxLength: 3, readOnly: lockPair })}
      {field("toCurrency", "To currency", { maxLength: 3, readOnly: lockPair })}
      {field("rate", `Rate (1 ${v.fromCurrency || "from"} = ? ${v.toCurrency || "to"})`, { type: "number", min: 0, step: "any", inputMode: "decimal" })}
      {field("validFrom", "Valid from (empty: today)", { type: "date" })}
    </>
  );
  const grid = "grid grid-cols-2 items-end gap-2 sm:grid-cols-5";
  // Inside another form (the builder's) a <form> would nest and submit both: a group with its own button instead.
  if (nested)
    return (
      <div role="form" aria-label={title} className={grid}>
        {fields}
        <Button type="button" disabled={save.isPending} onClick={() => void submit()}>Save rate</Button>
      </div>
    );
  return (
    <form aria-label={title} noValidate className={grid} onSubmit={(e) => { e.preventDefault(); void submit(); }}>
      {fields}
      <Button type="submit" disabled={save.isPending}>Save rate</Button>
    </form>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Messages } from "@/lib/constants";
import { LOOK_TO_BOOK_FREE_MAX, LOOK_TO_BOOK_RATIO_MAX, type TLookToBookSettings } from "@/lib/contracts/sites";

type Errors = Partial<Record<keyof TLookToBookSettings, string>>;
const inputClass = "w-full max-w-40 rounded border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500";

/** A box's text for the contract: a number as a number, "" as null, anything else as typed (the server says what is wrong with it). */
function toValue(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === "") return null;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The look-to-book cap of the site (decision 0022): free searches a month for business users, then
 * searches per booking; an empty ratio means no cap. Saved through updateLookToBookSettings.
 */
export function LookToBookForm({ initial }: { initial: TLookToBookSettings }) {
  const [free, setFree] = useState(String(initial.lookToBookFreeSearches));
  const [ratio, setRatio] = useState(initial.lookToBookMaxRatio === null ? "" : String(initial.lookToBookMaxRatio));
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const [isSaving, setSaving] = useState(false);

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setOutcome(null);
    try {
      const body = { lookToBookFreeSearches: toValue(free), lookToBookMaxRatio: toValue(ratio) };
      const response = await fetch("/api/whitelabel/updateLookToBookSettings", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const json = await response.json().catch(() => null);
      if (response.ok && json?.success) {
        setOutcome({ ok: true, message: json.data.message });
        return;
      }
      setErrors((json?.shortError ?? {}) as Errors);
      if (!json?.shortError) setOutcome({ ok: false, message: json?.errorMessage ?? Messages.httpFailed("POST") });
    } catch (error) {
      setOutcome({ ok: false, message: error instanceof Error ? error.message : Messages.httpFailed("POST") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={save} noValidate className="max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm" aria-labelledby="look-to-book-title">
      <div>
        <h2 id="look-to-book-title" className="text-lg font-semibold">
          Look-to-book limit
        </h2>
        <p className="text-sm text-slate-600">
          Travel agents and corporate customers may search freely up to the free searches each month; after that, a search is refused while their searches per booking this month would go over the
          limit. Exempted customers, retail customers and staff are never limited.
        </p>
      </div>
      <Field label="Free searches a month" htmlFor="ltb-free" error={errors.lookToBookFreeSearches} required hint={`0 to ${LOOK_TO_BOOK_FREE_MAX}`}>
        <input id="ltb-free" inputMode="numeric" value={free} onChange={(e) => setFree(e.target.value)} aria-invalid={!!errors.lookToBookFreeSearches} aria-describedby={errors.lookToBookFreeSearches ? getFieldErrorId("ltb-free") : undefined} className={inputClass} />
      </Field>
      <Field label="Searches per booking" htmlFor="ltb-ratio" error={errors.lookToBookMaxRatio} hint={`1 to ${LOOK_TO_BOOK_RATIO_MAX}; leave empty for no limit`}>
        <input id="ltb-ratio" inputMode="numeric" value={ratio} onChange={(e) => setRatio(e.target.value)} placeholder="No limit" aria-invalid={!!errors.lookToBookMaxRatio} aria-describedby={errors.lookToBookMaxRatio ? getFieldErrorId("ltb-ratio") : undefined} className={inputClass} />
      </Field>
      {outcome ? (
        <p role={outcome.ok ? "status" : "alert"} className={outcome.ok ? "rounded bg-green-50 px-3 py-2 text-sm text-green-800" : "rounded bg-red-50 px-3 py-2 text-sm text-red-700"}>
          {outcome.message}
        </p>
      ) : null}
      <Button type="submit" loading={isSaving}>
        Save
      </Button>
    </form>
  );
}

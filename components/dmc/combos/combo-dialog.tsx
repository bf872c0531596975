"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { useDebounced } from "@/components/ui/use-debounced";
import { ActivityMessages, DMC_RATE_CURRENCIES, ZCreateComboRequest, type TCombo } from "@/lib/contracts/dmc-activities";
import { useCreateCombo, useFindTourOptions } from "./use-dmc-combos";

/** The spec's tour option search debounce (section 9). */
const TOUR_OPTION_DEBOUNCE_MS = 500;
type Picked = { tourOptionId: number; name: string; activityName: string; withOnwardTransfer: boolean; withReturnTransfer: boolean };
type Errors = Partial<Record<"name" | "amount" | "tourOptions" | "form", string>>;
const input = "w-full rounded border border-slate-300 px-3 py-2 text-sm";

/** Create a combo, or edit one (combo given: the same form filled, saved in place with its id). */
function ComboForm({ combo, onClose }: { combo: TCombo | null; onClose: () => void }) {
  const ids = { name: useId(), amount: useId(), currency: useId(), search: useId(), option: useId() };
  const toast = useToast();
  const create = useCreateCombo();
  const [name, setName] = useState(combo?.name ?? "");
  const [amount, setAmount] = useState(combo ? String(combo.amount) : "");
  const [currency, setCurrency] = useState<(typeof DMC_RATE_CURRENCIES)[number]>((combo?.currency as (typeof DMC_RATE_CURRENCIES)[number] | undefined) ?? "USD");
  const [search, setSearch] = useState("");
  const [selectedId, setSelectedId] = useState("");
  const [picked, setPicked] = useState<Picked[]>(
    () =>
      combo?.tourOptions.map((t) => ({ tourOptionId: t.id, name: t.name, activityName: t.activityName, withOnwardTransfer: t.withOnwardTransfer, withReturnTransfer: t.withReturnTransfer })) ?? [],
  );
  const [errors, setErrors] = useState<Errors>({});
  const text = useDebounced(search.trim(), TOUR_OPTION_DEBOUNCE_MS);
  const found = useFindTourOptions(text);

  const addOption = () => {
    const option = found.data?.find((t) => String(t.id) === selectedId);
    if (!option) return setErrors((e) => ({ ...e, tourOptions: ActivityMessages.selectTourOption }));
    if (picked.some((p) => p.tourOptionId === option.id)) return setErrors((e) => ({ ...e, tourOptions: ActivityMessages.tourAlreadyAdded }));
    setPicked((list) => [...list, { tourOptionId: option.id, name: option.name, activityName: option.activityName, withOnwardTransfer: false, withReturnTransfer: false }]);
    setErrors((e) => ({ ...e, tourOptions: undefined }));
  };
  const setFlag = (id: number, flag: "withOnwardTransfer" | "withReturnTransfer", value: boolean) => setPicked((list) => list.map((p) => (p.tourOptionId === id ? { ...p, [flag]: value } : p)));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ZCreateComboRequest.safeParse({
      ...(combo ? { id: combo.id } : {}),
      name,
      amount: amount.trim() === "" ? undefined : Number(amount),
      currency,
      tourOptions: picked.map(({ tourOptionId, withOnwardTransfer, withReturnTransfer }) => ({ tourOptionId, withOnwardTransfer, withReturnTransfer })),
    });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]) as keyof Errors;
        next[key] ??= issue.message;
      }
      return setErrors(next);
    }
    setErrors({});
    try {
      const done = await create.mutateAsync(parsed.data);
      toast.success(done.message);
      onClose();
    } catch {
      // The API client has already toasted the server's message: the form says it once more only in its own words, in place.
      setErrors({ form: ActivityMessages.comboFailed });
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label={combo ? "Edit combo" : "Create combo"} className="grid gap-3 sm:grid-cols-3">
      <Field label="Combo name" htmlFor={ids.name} error={errors.name} required className="sm:col-span-3">
        <input id={ids.name} className={input} value={name} onChange={(e) => {
            setName(e.target.value);
            setErrors((x) => ({ ...x, name: undefined }));
          }} />
      </Field>
      <Field label="Discount amount" htmlFor={ids.amount} error={errors.amount} required className="sm:col-span-2">
        <input id={ids.amount} inputMode="decimal" className={input} value={amount} onChange={(e) => {
            setAmount(e.target.value);
            setErrors((x) => ({ ...x, amount: undefined }));
          }} />
      </Field>
      <Field label="Currency" htmlFor={ids.currency}>
        <select id={ids.currency} className={input} value={currency} onChange={(e) => setCurrency(e.target.value as typeof currency)}>
          {DMC_RATE_CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      <Field label="Search tour options" htmlFor={ids.search} className="sm:col-span-3">
        <input id={ids.search} className={input} autoComplete="off" placeholder="Type a tour option or activity" value={search} onChange={(e) => setSearch(e.target.value)} />
      </Field>
      <Field label="Tour option" htmlFor={ids.option} error={errors.tourOptions} className="sm:col-span-2">
        <select id={ids.option} className={input} value={selectedId} onChange={(e) => setSelectedId(e.target.value)}>
          <option value="">Select a tour option</option>
          {found.data?.map((t) => (
            <option key={t.id} value={t.id}>
              {t.activityName}: {t.name}
            </option>
          ))}
        </select>
      </Field>
      <Button variant="secondary" onClick={addOption} className="self-end">
        Add tour option
      </Button>
      {picked.length > 0 ? (
        <ul aria-label="Tour options in the combo" className="divide-y divide-slate-100 rounded border border-slate-200 sm:col-span-3">
          {picked.map((p) => (
            <li key={p.tourOptionId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                <strong>{p.name}</strong> <span className="text-slate-500">({p.activityName})</span>
              </span>
              <span className="flex flex-wrap items-center gap-3 text-xs">
                <label className="flex items-center gap-1">
                  <input type="checkbox" className="accent-brand" checked={p.withOnwardTransfer} onChange={(e) => setFlag(p.tourOptionId, "withOnwardTransfer", e.target.checked)} /> Onward transfer
                </label>
                <label className="flex items-center gap-1">
                  <input type="checkbox" className="accent-brand" checked={p.withReturnTransfer} onChange={(e) => setFlag(p.tourOptionId, "withReturnTransfer", e.target.checked)} /> Return transfer
                </label>
                <button type="button" className="text-red-700 hover:underline" onClick={() => setPicked((list) => list.filter((x) => x.tourOptionId !== p.tourOptionId))}>
                  Remove <span className="sr-only">{p.name}</span>
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {errors.form ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-3">
          {errors.form}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-3 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={create.isPending}>
          {combo ? "Save combo" : "Create combo"}
        </Button>
      </div>
    </form>
  );
}

/** The spec's combo create modal, also the edit modal (combo given). */
export function ComboDialog({ open, combo = null, onClose }: { open: boolean; combo?: TCombo | null; onClose: () => void }) {
  return (
    <Modal open={open} onOpenChange={(next) => !next && onClose()} title={combo ? "Edit Combo" : "Create Combo"} showOk={false} className="max-w-2xl">
      {open ? <ComboForm key={combo?.id ?? "new"} combo={combo} onClose={onClose} /> : null}
    </Modal>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import { MAX_SHARED_FARES } from "@/lib/contracts/fare-shares";
import type { TFlightResult } from "@/lib/contracts/flights";
import { fareNameOf } from "@/lib/flight-itineraries";
import { addMajor, formatMoney } from "@/lib/money";

type Shared = { shareId: number; path: string; expiresAt: string; emailed: boolean; message: string };
const input = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
const MARKUP_KEY = "wayfare-share-markup";

export type ShareFaresBarProps = { searchId: string; picked: TFlightResult[]; onClear: () => void };

/**
 * The agent's share bar (issue 16, decision 0051): shown once fares are ticked on the results; opens
 * a dialog for the customer's email and name and the agent's own markup per booking (remembered in
 * this browser), then answers the offer's link to copy (and emails it when an address is given).
 */
export function ShareFaresBar({ searchId, picked, onClear }: ShareFaresBarProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState({ email: "", customerName: "", markup: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [shared, setShared] = useState<Shared | null>(null);
  const [pending, setPending] = useState(false);
  if (picked.length === 0) return null;
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const markup = Number(values.markup || 0);
  const tooMany = picked.length > MAX_SHARED_FARES;

  function start() {
    setShared(null);
    setErrors({});
    setValues((v) => ({ ...v, markup: v.markup || window.localStorage.getItem(MARKUP_KEY) || "" }));
    setOpen(true);
  }

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const body = { searchId, resultIndexes: picked.map((r) => r.resultIndex), markup: values.markup === "" ? 0 : Number(values.markup), email: values.email || undefined, customerName: values.customerName || undefined };
      const res = await api.post<ApiEnvelope<Shared>>("/api/fareShare/create", body);
      if (res.success && res.data) {
        setShared(res.data);
        window.localStorage.setItem(MARKUP_KEY, values.markup);
      }
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.shortError ?? { form: error.message });
    } finally {
      setPending(false);
    }
  }

  const url = shared ? `${window.location.origin}${shared.path}` : "";
  return (
    <>
      <div role="region" aria-label="Share fares" className="sticky bottom-2 z-20 flex flex-wrap items-center justify-between gap-2 rounded-lg border border-brand bg-white px-3 py-2 shadow-lg">
        <p className="text-sm text-slate-700">
          <span className="font-semibold">{picked.length === 1 ? "1 fare picked" : `${picked.length} fares picked`}</span>
          {tooMany ? <span className="text-red-700"> · share at most {MAX_SHARED_FARES}</span> : null}
        </p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onClear}>
            Clear
          </Button>
          <Button onClick={start} disabled={tooMany}>
            Share fares
          </Button>
        </div>
      </div>
      <Modal open={open} onOpenChange={setOpen} title="Share fares with your customer" okLabel="Close">
        <ul aria-label="Fares to share" className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {picked.map((r) => (
            <li key={r.resultIndex} className="flex justify-between gap-2 px-2 py-1">
              <span className="min-w-0 truncate">
                {r.segments[0]?.map((s) => `${s.airlineCode} ${s.flightNumber}`).join(" · ")} · {fareNameOf(r)}
              </span>
              <span className="tabular-nums">{formatMoney(Number.isFinite(markup) && markup > 0 ? addMajor(r.publishedPrice, markup) : r.publishedPrice, r.fare.currency || "INR")}</span>
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-600">Your customer sees these prices, with your markup added to each fare; never your net fare or earnings.</p>
        <form onSubmit={submit} className="space-y-3" noValidate>
          <Field label="Your markup per booking (INR)" htmlFor="share-markup" error={errors.markup}>
            <input id="share-markup" inputMode="decimal" value={values.markup} onChange={set("markup")} placeholder="0" className={input} />
          </Field>
          <Field label="Customer email (optional)" htmlFor="share-email" error={errors.email}>
            <input id="share-email" type="email" value={values.email} onChange={set("email")} className={input} />
          </Field>
          <Field label="Customer name (optional)" htmlFor="share-name" error={errors.customerName}>
            <input id="share-name" value={values.customerName} onChange={set("customerName")} className={input} />
          </Field>
          {errors.resultIndexes || errors.form ? (
            <p role="alert" className="text-sm text-red-700">
              {errors.resultIndexes ?? errors.form}
            </p>
          ) : null}
          <Button type="submit" loading={pending}>
            {values.email ? "Email the fares" : "Create link"}
          </Button>
        </form>
        {shared ? (
          <div role="status" className="space-y-1 rounded-md bg-green-50 p-3 text-sm text-green-900">
            <p>{shared.message}</p>
            <p className="font-mono text-xs break-all" data-testid="share-link-url">
              {url}
            </p>
            <p className="flex gap-3">
              <button type="button" className="font-medium text-brand underline" onClick={() => void navigator.clipboard?.writeText(url)}>
                Copy link
              </button>
              <a href={shared.path} target="_blank" rel="noreferrer" className="font-medium text-brand underline">
                Open the offer
              </a>
            </p>
          </div>
        ) : null}
      </Modal>
    </>
  );
}

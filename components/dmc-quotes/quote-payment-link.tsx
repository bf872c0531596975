"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, ApiError } from "@/lib/api-client";
import { formatMoney } from "@/lib/money";

type Created = { success: boolean; data: { path: string; message: string; link: { amount: number; currency: string; customerEmail: string } } };

/** Quotation documents: a payment link for the amount due (decision 0048), shown once with Copy. */
export function QuotePaymentLink({ id, due, currency }: { id: number; due: number; currency: string }) {
  const [url, setUrl] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const make = async () => {
    setBusy(true);
    setError(null);
    setNote(null);
    try {
      const r = (await api.post<Created>("/api/paymentLink/createForQuotation", { id })).data;
      setUrl(`${window.location.origin}${r.path}`);
      setNote(`${r.message}: ${formatMoney(r.link.amount, r.link.currency)} for ${r.link.customerEmail}`);
    } catch (e) {
      setError(e instanceof ApiError || e instanceof Error ? e.message : "Some error occurred");
    } finally {
      setBusy(false);
    }
  };
  return (
    <fieldset className="space-y-2 rounded-md border border-slate-200 p-2">
      <legend className="px-1 font-semibold text-brand">Payment</legend>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-slate-600">Amount due {formatMoney(due, currency)}</span>
        <Button variant="secondary" className="min-h-8 px-3 py-1" disabled={due <= 0} loading={busy} onClick={() => void make()}>
          Payment link
        </Button>
      </div>
      {url ? (
        <div className="flex flex-wrap items-center gap-2">
          <input aria-label="Payment link URL" readOnly className="min-h-8 min-w-0 flex-1 rounded-md border border-slate-300 px-2 text-xs" value={url} onFocus={(e) => e.target.select()} />
          <Button variant="secondary" className="min-h-8 px-2 py-1" onClick={() => void navigator.clipboard?.writeText(url).then(() => setNote("Copied to clipboard"))}>
            Copy link
          </Button>
        </div>
      ) : null}
      {note ? <p role="status" className="text-green-800">{note}</p> : null}
      {error ? <p role="alert" className="rounded-md bg-red-50 p-2 text-red-700">{error}</p> : null}
    </fieldset>
  );
}

"use client";

import { Fragment, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatCalendarDate } from "@/lib/dates";
import { ExchangeRateForm } from "./exchange-rate-form";
import { useExchangeRates } from "./use-exchange-rates";

const th = "px-2 py-1.5 text-left text-xs font-semibold text-slate-600";
const td = "px-2 py-1.5 align-top";

/**
 * /staff/dmc-exchange-rates (issue 25): each pair's rate in force (pair, rate, valid from, who set
 * it), the pair's history on demand, and a form that adds a rate. Rates are append-only: a new rate
 * with its valid-from, never an edit of history; a quotation keeps the rate it locked.
 */
export function ExchangeRatesScreen({ canEdit }: { canEdit: boolean }) {
  const rates = useExchangeRates();
  const [open, setOpen] = useState<string | null>(null);
  const data = rates.data;
  return (
    <div className="space-y-4">
      {canEdit ? (
        <section aria-label="Add a rate" className="rounded-lg border border-slate-200 bg-white p-3">
          <h2 className="mb-2 font-semibold">Add a rate</h2>
          <ExchangeRateForm />
        </section>
      ) : null}
      <section aria-label="Rates in force" className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm">
          <thead className="bg-slate-50">
            <tr><th className={th}>Pair</th><th className={th}>Rate</th><th className={th}>Valid from</th><th className={th}>Set by</th><th className={th}><span className="sr-only">History</span></th></tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {data && data.rates.length === 0 ? <tr><td className={td} colSpan={5}>No exchange rates yet: add one above.</td></tr> : null}
            {(data?.rates ?? []).map((r) => {
              const pair = `${r.fromCurrency} to ${r.toCurrency}`;
              const history = (data?.history ?? []).filter((h) => h.fromCurrency === r.fromCurrency && h.toCurrency === r.toCurrency);
              return (
                <Fragment key={pair}>
                  <tr>
                    <td className={`${td} font-medium`}>{pair}</td>
                    <td className={td}>1 {r.fromCurrency} = {r.rate} {r.toCurrency}</td>
                    <td className={td}>{formatCalendarDate(r.validFrom)}{r.isInForce ? "" : " (upcoming)"}</td>
                    <td className={td}>{r.setBy ?? "—"}</td>
                    <td className={td}><Button type="button" variant="link" aria-expanded={open === pair} onClick={() => setOpen(open === pair ? null : pair)}>{open === pair ? "Hide history" : `History (${history.length})`}</Button></td>
                  </tr>
                  {open === pair ? (
                    <tr>
                      <td colSpan={5} className="bg-slate-50 px-2 py-2">
                        <table aria-label={`History of ${pair}`} className="w-full text-xs">
                          <thead><tr><th className={th}>Valid from</th><th className={th}>Rate</th><th className={th}>Set by</th><th className={th}>Set on</th></tr></thead>
                          <tbody>
                            {history.map((h) => (
                              <tr key={h.id}><td className={td}>{formatCalendarDate(h.validFrom)}</td><td className={td}>{h.rate}</td><td className={td}>{h.setBy ?? "—"}</td><td className={td}>{formatCalendarDate(h.updatedAt.slice(0, 10))}</td></tr>
                            ))}
                          </tbody>
                        </table>
                      </td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      </section>
    </div>
  );
}

"use client";

import clsx from "clsx";
import type { TPriceAnswer, TPricedLine } from "@/lib/contracts/dmc-rates";
import { formatMoney } from "@/lib/money";

const REASON_LABELS: Record<string, string> = {
  won: "Won",
  otherLane: "Not asked for",
  otherMarket: "Other market",
  notYetValid: "Not yet valid",
  expired: "Expired",
  paxOutsideBand: "Pax outside band",
  lowerPriority: "Lower priority",
  lostTie: "Lost the tie",
};
const day = (d: string) => new Date(`${d}T00:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const band = (min: number | null, max: number | null) => (min === null && max === null ? "-" : `${min ?? 0}-${max ?? "any"}`);

type Component = TPricedLine["components"][number];

function Verdicts({ component }: { component: Component }) {
  if (component.verdicts.length === 0) return <p className="text-sm text-slate-500">This item has no rates.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[30rem] text-left text-xs" aria-label={`${component.label} rates`}>
        <thead className="bg-slate-100 text-slate-600">
          <tr>
            <th className="px-2 py-1 font-semibold">Rate</th>
            <th className="px-2 py-1 font-semibold">Market</th>
            <th className="px-2 py-1 font-semibold">Valid</th>
            <th className="px-2 py-1 font-semibold">Priority</th>
            <th className="px-2 py-1 font-semibold">Pax band</th>
            <th className="px-2 py-1 font-semibold">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {component.verdicts.map((v) => {
            const isWinner = v.reason === "won";
            return (
              <tr key={v.rateId} data-reason={v.reason} className={clsx("border-t border-slate-100 align-top", isWinner ? "bg-brand/10 font-medium text-slate-900" : "text-slate-600")}>
                <td className="px-2 py-1">
                  #{v.rateId}
                  {v.description ? <span className="block text-[11px] text-slate-500">{v.description}</span> : null}
                  {v.lane ? <span className="block text-[11px] text-slate-500">{v.lane}</span> : null}
                </td>
                <td className="px-2 py-1">{v.marketName}</td>
                <td className="px-2 py-1">
                  {day(v.validFromDate)} to {day(v.validTillDate)}
                </td>
                <td className="px-2 py-1">{v.priority}</td>
                <td className="px-2 py-1">{band(v.minPax, v.maxPax)}</td>
                <td className="px-2 py-1">
                  <span className={clsx("mr-1 inline-block rounded px-1.5 py-0.5 text-[11px] font-semibold", isWinner ? "bg-brand text-white" : "bg-slate-200 text-slate-700")}>{REASON_LABELS[v.reason]}</span>
                  <span className="block pt-0.5">{v.text}</span>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Line({ line }: { line: TPricedLine }) {
  return (
    <article className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 shadow-sm" aria-label={`Price of ${line.label}`}>
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{line.label}</h3>
        {line.isPriced ? (
          <p className="text-lg font-semibold text-brand" data-testid="line-total">
            {line.totals.map((t) => formatMoney(t.amount, t.currency)).join(" + ")}
          </p>
        ) : (
          <p role="alert" className="text-sm font-medium text-red-700">
            {line.error}
          </p>
        )}
      </header>
      {line.components.map((c, i) => (
        <section key={`${c.kind}-${i}`} className="space-y-1">
          <h4 className="text-sm font-semibold text-slate-800">
            {c.label}
            {c.currency ? <span className="ml-2 font-normal text-slate-600">{formatMoney(c.amount, c.currency)}</span> : null}
          </h4>
          <p className="text-sm text-slate-700">{c.computation}</p>
          <Verdicts component={c} />
        </section>
      ))}
      {line.adjustments.length > 0 ? (
        <ul className="space-y-0.5 border-t border-slate-100 pt-2 text-sm text-slate-700" aria-label="Markup and discounts">
          {line.adjustments.map((a, i) => (
            <li key={`${a.kind}-${i}`}>{a.text}</li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** The price and why: the market, the markup rule, each line's components with every rate's verdict. */
export function PriceExplanation({ answer }: { answer: TPriceAnswer }) {
  return (
    <div className="space-y-3" aria-label="Price explanation">
      <div className="rounded-lg border border-brand/30 bg-brand/5 p-3 text-sm text-slate-800">
        <p data-testid="market-text">{answer.market.text}</p>
        <p>{answer.markup}</p>
      </div>
      {answer.lines.map((line, i) => (
        <Line key={i} line={line} />
      ))}
    </div>
  );
}

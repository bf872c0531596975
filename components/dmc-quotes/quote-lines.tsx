"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { TPriceAnswer } from "@/lib/contracts/dmc-rates";
import { KART_SHARING_BASES, type TBuilderOptions } from "@/lib/contracts/dmc-quotes";

export type Leg = { purpose: "pickup" | "drop"; time: string; pickupLocation: string; dropLocation: string };
export type AccDraft = { roomTypeId: number; accomodationId: number; checkinDate: string; noOfNights: number; numberOfRooms: number; price: number; currency: string; transferType: string; sharingBasis: string; transfers: Leg[]; explanation?: TPriceAnswer };
export type ActDraft = { tourOptionId: number; startDate: string; time: string; price: number; currency: string; transferType: string; sharingBasis: string; transfers: Leg[]; explanation?: TPriceAnswer };
export type MiscDraft = { name: string; description: string; price: number; currency: string; startDate: string };

export const input = "w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";
const cell = "flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700";

export function L({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  return (
    <label className={`${cell} ${className ?? ""}`}>
      {label}
      {children}
    </label>
  );
}

/** The rate engine's explanation, on demand: every component's computation and every rate's verdict. */
export function Explanation({ answer }: { answer: TPriceAnswer }) {
  return (
    <details className="text-xs text-slate-700">
      <summary className="cursor-pointer text-brand">Why this price</summary>
      <p>{answer.market.text}. {answer.markup}</p>
      {answer.lines.map((l, i) => (
        <div key={i} className="mt-1">
          {l.error ? <p className="text-red-700">{l.error}</p> : null}
          {l.components.map((c, j) => (
            <div key={j}>
              <p className="font-medium">
                {c.label}: {c.computation}
              </p>
              <ul className="list-disc pl-4">
                {c.verdicts.map((v) => (
                  <li key={v.rateId}>{v.text}</li>
                ))}
              </ul>
            </div>
          ))}
          {l.adjustments.map((a, j) => (
            <p key={`a${j}`}>{a.text}</p>
          ))}
        </div>
      ))}
    </details>
  );
}

function TransferFields({ prefix, value, onChange }: { prefix: string; value: { transferType: string; sharingBasis: string; transfers: Leg[] }; onChange: (v: Partial<{ transferType: string; sharingBasis: string; transfers: Leg[] }>) => void }) {
  const leg = (purpose: "pickup" | "drop") => value.transfers.find((t) => t.purpose === purpose);
  const setLeg = (purpose: "pickup" | "drop", patch: Partial<Leg> | null) => {
    const rest = value.transfers.filter((t) => t.purpose !== purpose);
    if (patch === null) return onChange({ transfers: rest });
    const current = leg(purpose) ?? { purpose, time: "", pickupLocation: "", dropLocation: "" };
    onChange({ transfers: [...rest, { ...current, ...patch }].sort((a) => (a.purpose === "pickup" ? -1 : 1)) });
  };
  return (
    <div className="col-span-full grid grid-cols-2 gap-2 sm:grid-cols-4">
      <L label={`${prefix} transfer type`}>
        <select className={input} value={value.transferType} onChange={(e) => onChange({ transferType: e.target.value })}>
          <option value="">No transfer</option>
          <option value="oneway">One way</option>
          <option value="return">Return</option>
        </select>
      </L>
      <L label={`${prefix} sharing basis`}>
        <select className={input} value={value.sharingBasis} onChange={(e) => onChange({ sharingBasis: e.target.value })}>
          <option value="">Select</option>
          {KART_SHARING_BASES.map((s) => (
            <option key={s}>{s}</option>
          ))}
        </select>
      </L>
      {value.transferType
        ? (["pickup", "drop"] as const).map((p) => (
            <div key={p} className="col-span-full grid grid-cols-2 items-end gap-2 sm:grid-cols-4">
              <label className="flex items-center gap-2 text-xs">
                <input type="checkbox" checked={Boolean(leg(p))} onChange={(e) => setLeg(p, e.target.checked ? {} : null)} /> {`${prefix} ${p} transfer`}
              </label>
              {leg(p) ? (
                <>
                  <L label={`${prefix} ${p} time`}>
                    <input className={input} type="time" value={leg(p)?.time ?? ""} onChange={(e) => setLeg(p, { time: e.target.value })} />
                  </L>
                  <L label={`${prefix} ${p} from`}>
                    <input className={input} value={leg(p)?.pickupLocation ?? ""} onChange={(e) => setLeg(p, { pickupLocation: e.target.value })} />
                  </L>
                  <L label={`${prefix} ${p} to`}>
                    <input className={input} value={leg(p)?.dropLocation ?? ""} onChange={(e) => setLeg(p, { dropLocation: e.target.value })} />
                  </L>
                </>
              ) : null}
            </div>
          ))
        : null}
    </div>
  );
}

const money = (v: number, on: (n: number) => void, label: string) => (
  <L label={label}>
    <input className={input} type="number" min={0} step="0.01" value={v} onChange={(e) => on(Number(e.target.value))} />
  </L>
);

export function AccomodationLine({ n, line, options, onChange, onRemove, onPrice }: { n: number; line: AccDraft; options: TBuilderOptions; onChange: (p: Partial<AccDraft>) => void; onRemove: () => void; onPrice: () => void }) {
  const label = `Hotel ${n}`;
  return (
    <fieldset className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <L label={`${label} room`} className="col-span-2">
        <select className={input} value={line.roomTypeId} onChange={(e) => { const r = options.rooms.find((o) => o.roomTypeId === Number(e.target.value)); if (r) onChange({ roomTypeId: r.roomTypeId, accomodationId: r.hotelId }); }}>
          {options.rooms.map((r) => (
            <option key={r.roomTypeId} value={r.roomTypeId}>{r.label}</option>
          ))}
        </select>
      </L>
      <L label={`${label} check-in`}>
        <input className={input} type="date" value={line.checkinDate} onChange={(e) => onChange({ checkinDate: e.target.value })} />
      </L>
      <L label={`${label} nights`}>
        <input className={input} type="number" min={1} max={90} value={line.noOfNights} onChange={(e) => onChange({ noOfNights: Number(e.target.value) })} />
      </L>
      <L label={`${label} rooms`}>
        <input className={input} type="number" min={1} value={line.numberOfRooms} onChange={(e) => onChange({ numberOfRooms: Number(e.target.value) })} />
      </L>
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`)}
      <TransferFields prefix={label} value={line} onChange={onChange} />
      <div className="col-span-full flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" onClick={onPrice}>Price {label}</Button>
        <Button type="button" variant="danger" onClick={onRemove}>Remove {label}</Button>
      </div>
      {line.explanation ? <div className="col-span-full"><Explanation answer={line.explanation} /></div> : null}
    </fieldset>
  );
}

export function ActivityLine({ n, line, options, onChange, onRemove, onPrice }: { n: number; line: ActDraft; options: TBuilderOptions; onChange: (p: Partial<ActDraft>) => void; onRemove: () => void; onPrice: () => void }) {
  const label = `Activity ${n}`;
  return (
    <fieldset className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <L label={`${label} tour option`} className="col-span-2">
        <select className={input} value={line.tourOptionId} onChange={(e) => onChange({ tourOptionId: Number(e.target.value), explanation: undefined })}>
          {options.tourOptions.map((o) => (
            <option key={o.tourOptionId} value={o.tourOptionId}>{o.label}</option>
          ))}
        </select>
      </L>
      <L label={`${label} date`}>
        <input className={input} type="date" value={line.startDate} onChange={(e) => onChange({ startDate: e.target.value })} />
      </L>
      <L label={`${label} time`}>
        <input className={input} type="time" value={line.time} onChange={(e) => onChange({ time: e.target.value })} />
      </L>
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`)}
      <TransferFields prefix={label} value={line} onChange={onChange} />
      <div className="col-span-full flex flex-wrap items-center gap-2">
        <Button type="button" variant="secondary" onClick={onPrice}>Price {label}</Button>
        <Button type="button" variant="danger" onClick={onRemove}>Remove {label}</Button>
      </div>
      {line.explanation ? <div className="col-span-full"><Explanation answer={line.explanation} /></div> : null}
    </fieldset>
  );
}

export function MiscLine({ n, line, onChange, onRemove }: { n: number; line: MiscDraft; onChange: (p: Partial<MiscDraft>) => void; onRemove: () => void }) {
  const label = `Miscellaneous ${n}`;
  return (
    <fieldset className="grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-3 sm:grid-cols-6">
      <legend className="px-1 text-sm font-semibold">{label}</legend>
      <L label={`${label} name`} className="col-span-2">
        <input className={input} value={line.name} onChange={(e) => onChange({ name: e.target.value })} />
      </L>
      <L label={`${label} description`} className="col-span-2">
        <input className={input} value={line.description} onChange={(e) => onChange({ description: e.target.value })} />
      </L>
      <L label={`${label} date`}>
        <input className={input} type="date" value={line.startDate} onChange={(e) => onChange({ startDate: e.target.value })} />
      </L>
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`)}
      <div className="col-span-full">
        <Button type="button" variant="danger" onClick={onRemove}>Remove {label}</Button>
      </div>
    </fieldset>
  );
}

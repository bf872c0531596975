"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { TPriceAnswer } from "@/lib/contracts/dmc-rates";
import { KART_SHARING_BASES, KART_TRANSFER_TYPES, type TBuilderOptions } from "@/lib/contracts/dmc-quotes";
import { sharingBasisLabel, transferTypeLabel } from "@/lib/dmc-labels";
import { formatMoney } from "@/lib/money";
import { TourOptionPicker } from "./tour-option-picker";
import { accRates, type AccDraft, type ActDraft, type FlightDraft, type Leg, type MiscDraft } from "./kart-form";

/** A line's field errors: the contract's message for a field of this line, by field name. */
export type Err = (field: string) => string | undefined;

export const input = "w-full rounded-md border border-slate-300 px-2 py-1.5 text-sm";
const cell = "flex min-w-0 flex-col gap-1 text-xs font-medium text-slate-700";

export function FieldError({ message }: { message?: string }) {
  return message ? <span className="text-xs font-normal text-red-700">{message}</span> : null;
}

const LINE_PREFIX = /^((?:Hotel|Activity|Miscellaneous|Flight|Passenger) \d+) (.+)$/;

/** "Activity 2 pickup time" shows "Pickup time" inside its card; the line's name stays in the field's accessible name. */
export function LabelText({ label }: { label: string }) {
  const m = LINE_PREFIX.exec(label);
  if (!m) return <>{label}</>;
  return (
    <span>
      <span className="sr-only">{m[1]} </span>
      <span className="inline-block first-letter:uppercase">{m[2]}</span>
    </span>
  );
}

/** A labelled field; its error sits under it, outside the label, so the field's name stays its label. */
export function L({ label, children, className, error }: { label: string; children: ReactNode; className?: string; error?: string }) {
  const field = (
    <label className={`${cell} ${error ? "" : (className ?? "")}`}>
      <LabelText label={label} />
      {children}
    </label>
  );
  if (!error) return field;
  return (
    <div className={`flex min-w-0 flex-col gap-0.5 ${className ?? ""}`}>
      {field}
      <FieldError message={error} />
    </div>
  );
}

/**
 * A line without a full price, marked on the line (decision 0062): the fresh price's reason, else
 * the server's verdict at the last save. Such a quotation saves as a draft but cannot be sent or vouchered.
 */
export function UnpricedFlag({ label, line }: { label: string; line: { explanation?: TPriceAnswer; unpricedReason?: string | null } }) {
  const fresh = line.explanation?.lines[0];
  const reason = fresh ? (fresh.isPriced ? null : (fresh.error ?? "no rate applies")) : line.unpricedReason;
  if (!reason) return null;
  return <p className="col-span-full rounded bg-red-50 px-2 py-1 text-sm text-red-800" data-unpriced="true">{label} is not fully priced: {reason}. It cannot be sent or vouchered until it is.</p>;
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

type Transferable = { transferType: string; sharingBasis: string; transfers: Leg[] };

/** Transfer type, sharing basis and the legs: one-way needs a pickup, return a pickup and a drop (date, time, from, to). */
function TransferFields({ prefix, value, onChange, err }: { prefix: string; value: Transferable; onChange: (v: Partial<Transferable>) => void; err: Err }) {
  const leg = (purpose: "pickup" | "drop") => value.transfers.find((t) => t.purpose === purpose);
  const index = (purpose: "pickup" | "drop") => value.transfers.findIndex((t) => t.purpose === purpose);
  const setLeg = (purpose: "pickup" | "drop", patch: Partial<Leg> | null) => {
    const rest = value.transfers.filter((t) => t.purpose !== purpose);
    if (patch === null) return onChange({ transfers: rest });
    const current = leg(purpose) ?? { purpose, date: "", time: "", pickupLocation: "", dropLocation: "" };
    onChange({ transfers: [...rest, { ...current, ...patch }].sort((a) => (a.purpose === "pickup" ? -1 : 1)) });
  };
  const needed = value.transferType === "return" ? (["pickup", "drop"] as const) : value.transferType === "oneway" ? (["pickup"] as const) : [];
  return (
    <div className="col-span-full grid grid-cols-2 gap-2 sm:grid-cols-6">
      <L label={`${prefix} transfer type`}>
        <select className={input} value={value.transferType} onChange={(e) => onChange({ transferType: e.target.value })}>
          <option value="">No transfer</option>
          {KART_TRANSFER_TYPES.map((t) => (
            <option key={t} value={t}>{transferTypeLabel(t)}</option>
          ))}
        </select>
      </L>
      <L label={`${prefix} sharing basis`} error={err("sharingBasis")}>
        <select className={input} value={value.sharingBasis} onChange={(e) => onChange({ sharingBasis: e.target.value })}>
          <option value="">Select</option>
          {KART_SHARING_BASES.map((s) => (
            <option key={s} value={s}>{sharingBasisLabel(s)}</option>
          ))}
        </select>
      </L>
      {value.transferType
        ? (["pickup", "drop"] as const).map((p) => (
            <div key={p} className="col-span-full grid grid-cols-2 items-end gap-2 rounded bg-slate-50 p-2 sm:grid-cols-6">
              <label className="flex items-center gap-2 self-center text-xs font-medium">
                <input type="checkbox" checked={Boolean(leg(p))} onChange={(e) => setLeg(p, e.target.checked ? {} : null)} /> <LabelText label={`${prefix} ${p} transfer`} />
                {!leg(p) && (needed as readonly string[]).includes(p) ? <span className="text-amber-700">needed</span> : null}
              </label>
              {leg(p) ? (
                <>
                  <L label={`${prefix} ${p} date`} error={err(`transfers.${index(p)}.date`)}>
                    <input className={input} type="date" value={leg(p)?.date ?? ""} onChange={(e) => setLeg(p, { date: e.target.value })} />
                  </L>
                  <L label={`${prefix} ${p} time`} error={err(`transfers.${index(p)}.time`)}>
                    <input className={input} type="time" value={leg(p)?.time ?? ""} onChange={(e) => setLeg(p, { time: e.target.value })} />
                  </L>
                  <L label={`${prefix} ${p} from`} className="sm:col-span-2" error={err(`transfers.${index(p)}.pickupLocation`)}>
                    <input className={input} value={leg(p)?.pickupLocation ?? ""} onChange={(e) => setLeg(p, { pickupLocation: e.target.value })} />
                  </L>
                  <L label={`${prefix} ${p} to`} error={err(`transfers.${index(p)}.dropLocation`)}>
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

const money = (v: number, on: (n: number) => void, label: string, error?: string) => (
  <L label={label} error={error}>
    <input className={input} type="number" min={0} step="0.01" value={v} onChange={(e) => on(Number(e.target.value))} />
  </L>
);
const count = (v: number, on: (n: number) => void, label: string, error?: string) => (
  <L label={label} error={error}>
    <input className={input} type="number" min={0} max={50} value={v} onChange={(e) => on(Number(e.target.value))} />
  </L>
);
const box = "grid grid-cols-2 gap-2 rounded-md border border-slate-200 p-2 sm:grid-cols-6 sm:p-3";
const legend = "px-1 text-sm font-semibold text-slate-800";
const RATE_LABELS: Record<(typeof accRates)[number], string> = { singleRoom: "single room", doubleRoom: "double room", extraAdult: "extra adult", childWithBed: "child with bed", childWithoutBed: "child without bed" };

type LineProps<D> = { n: number; line: D; onChange: (p: Partial<D>) => void; onRemove: () => void; err: Err };

function Actions({ label, onPrice, onRemove }: { label: string; onPrice?: () => void; onRemove: () => void }) {
  return (
    <div className="col-span-full flex flex-wrap items-center gap-2">
      {onPrice ? <Button type="button" variant="secondary" onClick={onPrice}>Price {label}</Button> : null}
      <Button type="button" variant="link" onClick={onRemove}>Remove {label}</Button>
    </div>
  );
}

/** The stay's room composition as priced (issue 25): each kind's count and price per unit for the stay. */
function RoomComposition({ label, line }: { label: string; line: AccDraft }) {
  const rows = accRates.filter((r) => line[`${r}Count`] > 0);
  if (rows.length === 0) return null;
  return (
    <div className="col-span-full text-xs">
      <p className="font-medium text-slate-700">Room composition</p>
      <ul aria-label={`${label} room composition`} className="mt-1 flex flex-wrap gap-1.5">
        {rows.map((r) => (
          <li key={r} className="rounded border border-slate-200 bg-white px-2 py-1">
            {line[`${r}Count`]} × {RATE_LABELS[r]} <span className="text-slate-600">at {formatMoney(line[`${r}Price`], line.currency)} for the stay</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function AccomodationLine({ n, line, options, onChange, onRemove, onPrice, err }: LineProps<AccDraft> & { options: TBuilderOptions; onPrice: () => void }) {
  const label = `Hotel ${n}`;
  return (
    <fieldset className={box}>
      <legend className={legend}>{label}</legend>
      <L label={`${label} room`} className="col-span-2">
        <select className={input} value={line.roomTypeId} onChange={(e) => { const r = options.rooms.find((o) => o.roomTypeId === Number(e.target.value)); if (r) onChange({ roomTypeId: r.roomTypeId, accomodationId: r.hotelId, explanation: undefined }); }}>
          {options.rooms.map((r) => (
            <option key={r.roomTypeId} value={r.roomTypeId}>{r.label}</option>
          ))}
        </select>
      </L>
      <L label={`${label} check-in`} error={err("checkinDate")}>
        <input className={input} type="date" value={line.checkinDate} onChange={(e) => onChange({ checkinDate: e.target.value })} />
      </L>
      <L label={`${label} nights`} error={err("noOfNights")}>
        <input className={input} type="number" min={1} max={90} value={line.noOfNights} onChange={(e) => onChange({ noOfNights: Number(e.target.value) })} />
      </L>
      <L label={`${label} rooms`} error={err("numberOfRooms")}>
        <input className={input} type="number" min={1} value={line.numberOfRooms} onChange={(e) => onChange({ numberOfRooms: Number(e.target.value) })} />
      </L>
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`, err("price"))}
      <RoomComposition label={label} line={line} />
      <details className="col-span-full rounded bg-slate-50 p-2 text-xs">
        <summary className="cursor-pointer font-medium text-slate-700">{label} room rates and counts</summary>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
          {accRates.map((r) => (
            <div key={r} className="grid grid-cols-2 gap-1">
              {money(line[`${r}Price`], (v) => onChange({ [`${r}Price`]: v } as Partial<AccDraft>), `${label} ${RATE_LABELS[r]} price`, err(`${r}Price`))}
              {count(line[`${r}Count`], (v) => onChange({ [`${r}Count`]: v } as Partial<AccDraft>), `${label} ${RATE_LABELS[r]} count`, err(`${r}Count`))}
            </div>
          ))}
        </div>
      </details>
      <TransferFields prefix={label} value={line} onChange={onChange} err={err} />
      <UnpricedFlag label={label} line={line} />
      <Actions label={label} onPrice={onPrice} onRemove={onRemove} />
      {line.explanation ? <div className="col-span-full"><Explanation answer={line.explanation} /></div> : null}
    </fieldset>
  );
}

export function ActivityLine({ n, line, options, onChange, onRemove, onPrice, err }: LineProps<ActDraft> & { options: TBuilderOptions; onPrice: () => void }) {
  const label = `Activity ${n}`;
  return (
    <fieldset className={box}>
      <legend className={legend}>{label}</legend>
      <TourOptionPicker prefix={label} options={options.tourOptions} value={line.tourOptionId} onChange={(tourOptionId) => onChange({ tourOptionId, explanation: undefined })} />
      <L label={`${label} date`} error={err("startDate")}>
        <input className={input} type="date" value={line.startDate} onChange={(e) => onChange({ startDate: e.target.value })} />
      </L>
      <L label={`${label} time`} error={err("time")}>
        <input className={input} type="time" value={line.time} onChange={(e) => onChange({ time: e.target.value })} />
      </L>
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`, err("price"))}
      <TransferFields prefix={label} value={line} onChange={onChange} err={err} />
      <UnpricedFlag label={label} line={line} />
      <Actions label={label} onPrice={onPrice} onRemove={onRemove} />
      {line.explanation ? <div className="col-span-full"><Explanation answer={line.explanation} /></div> : null}
    </fieldset>
  );
}

export function MiscLine({ n, line, onChange, onRemove, err }: LineProps<MiscDraft>) {
  const label = `Miscellaneous ${n}`;
  return (
    <fieldset className={box}>
      <legend className={legend}>{label}</legend>
      <L label={`${label} name`} className="col-span-2" error={err("name")}>
        <input className={input} value={line.name} onChange={(e) => onChange({ name: e.target.value })} />
      </L>
      <L label={`${label} description`} className="col-span-2" error={err("description")}>
        <input className={input} value={line.description} onChange={(e) => onChange({ description: e.target.value })} />
      </L>
      <L label={`${label} date`} error={err("startDate")}>
        <input className={input} type="date" value={line.startDate} onChange={(e) => onChange({ startDate: e.target.value })} />
      </L>
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`, err("price"))}
      <Actions label={label} onRemove={onRemove} />
    </fieldset>
  );
}

/** A flight line: airline code, flight number, origin, destination, departure and arrival date and time, PNR, price (spec 001 section 3). */
export function FlightLine({ n, line, onChange, onRemove, err }: LineProps<FlightDraft>) {
  const label = `Flight ${n}`;
  const text = (k: "airlineCode" | "flightNo" | "origin" | "destination" | "pnr", name: string, max: number, upper = true) => (
    <L label={`${label} ${name}`} error={err(k)}>
      <input className={input} maxLength={max} value={line[k]} onChange={(e) => onChange({ [k]: upper ? e.target.value.toUpperCase() : e.target.value })} />
    </L>
  );
  return (
    <fieldset className={box}>
      <legend className={legend}>{label}</legend>
      {text("airlineCode", "airline", 3)}
      {text("flightNo", "number", 8)}
      {text("origin", "from", 3)}
      {text("destination", "to", 3)}
      {text("pnr", "PNR", 20)}
      {money(line.price, (price) => onChange({ price }), `${label} price (${line.currency})`, err("price"))}
      <L label={`${label} departure date`} error={err("departureDate")}>
        <input className={input} type="date" value={line.departureDate} onChange={(e) => onChange({ departureDate: e.target.value })} />
      </L>
      <L label={`${label} departure time`} error={err("departureTime")}>
        <input className={input} type="time" value={line.departureTime} onChange={(e) => onChange({ departureTime: e.target.value })} />
      </L>
      <L label={`${label} arrival date`} error={err("arrivalDate")}>
        <input className={input} type="date" value={line.arrivalDate} onChange={(e) => onChange({ arrivalDate: e.target.value })} />
      </L>
      <L label={`${label} arrival time`} error={err("arrivalTime")}>
        <input className={input} type="time" value={line.arrivalTime} onChange={(e) => onChange({ arrivalTime: e.target.value })} />
      </L>
      <Actions label={label} onRemove={onRemove} />
    </fieldset>
  );
}

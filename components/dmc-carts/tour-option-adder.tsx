"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { TOUR_SHARING, TOUR_SHARING_LABELS, TOUR_TRANSFER_TYPE_LABELS, TOUR_TRANSFER_TYPES, type TSearchActivity, type TTourSharing, type TTourTransferType } from "@/lib/contracts/dmc-carts";
import { formatCalendarDate } from "@/lib/dates";

type Option = TSearchActivity["tourOptions"][number];
export type TourItem = { kind: "tourOption"; tourOptionId: number; date: string; timeSlot: string | null; transfer: { sharingBasis: TTourSharing; transferType: TTourTransferType } | null };

const field = "mt-1 w-full rounded border border-slate-300 p-1.5 text-sm";

/** Every day from start to end, inclusive ("YYYY-MM-DD"). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= Date.parse(`${end}T00:00:00Z`) && out.length < 400; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/**
 * What adding a tour option asks (issue 25): its day within the cart's dates, its time slot when it
 * has time slots, and its transfer (none, or a sharing basis and transfer type the cart prices).
 */
export function TourOptionAdder({ option, startDate, endDate, isAdding, onAdd, onCancel }: { option: Option; startDate: string; endDate: string; isAdding: boolean; onAdd: (item: TourItem) => void; onCancel: () => void }) {
  const days = daysBetween(startDate, endDate);
  const [date, setDate] = useState(days[0] ?? startDate);
  const [timeSlot, setTimeSlot] = useState(option.timeSlots.length === 1 ? option.timeSlots[0] : "");
  const [sharing, setSharing] = useState<TTourSharing | "">("");
  const [type, setType] = useState<TTourTransferType>("return");
  const needsSlot = option.timeSlots.length > 0;
  return (
    <form
      aria-label={`Add ${option.name}`}
      className="mt-2 grid w-full grid-cols-2 gap-2 rounded-md border border-brand/30 bg-brand/5 p-2 sm:grid-cols-4"
      onSubmit={(e) => {
        e.preventDefault();
        onAdd({ kind: "tourOption", tourOptionId: option.id, date, timeSlot: needsSlot ? timeSlot : null, transfer: sharing ? { sharingBasis: sharing, transferType: type } : null });
      }}
    >
      <label>
        <span className="text-xs font-medium text-slate-600">Day</span>
        <select className={field} value={date} onChange={(e) => setDate(e.target.value)}>
          {days.map((d) => <option key={d} value={d}>{formatCalendarDate(d)}</option>)}
        </select>
      </label>
      {needsSlot ? (
        <label>
          <span className="text-xs font-medium text-slate-600">Time slot</span>
          <select className={field} value={timeSlot} onChange={(e) => setTimeSlot(e.target.value)} required>
            <option value="" disabled>Choose…</option>
            {option.timeSlots.map((s) => <option key={s} value={s}>{s}</option>)}
          </select>
        </label>
      ) : null}
      <label>
        <span className="text-xs font-medium text-slate-600">Transfer</span>
        <select className={field} value={sharing} onChange={(e) => setSharing(e.target.value as TTourSharing | "")}>
          <option value="">None (ticket only)</option>
          {TOUR_SHARING.map((s) => <option key={s} value={s}>{TOUR_SHARING_LABELS[s]}</option>)}
        </select>
      </label>
      {sharing ? (
        <label>
          <span className="text-xs font-medium text-slate-600">Transfer type</span>
          <select className={field} value={type} onChange={(e) => setType(e.target.value as TTourTransferType)}>
            {TOUR_TRANSFER_TYPES.map((t) => <option key={t} value={t}>{TOUR_TRANSFER_TYPE_LABELS[t]}</option>)}
          </select>
        </label>
      ) : null}
      <div className="col-span-2 flex items-end gap-2 sm:col-span-4">
        <Button type="submit" disabled={isAdding || (needsSlot && !timeSlot)}>Add</Button>
        <Button type="button" variant="link" onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}

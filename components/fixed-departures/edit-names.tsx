"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, type ApiEnvelope } from "@/lib/api-client";
import type { TFdBookingView, TFdPassenger } from "@/lib/contracts/fixed-departures";

const TITLES = ["Mr", "Mrs", "Ms", "Miss", "Mstr"] as const;
const input = "w-full rounded-md border border-slate-300 px-2 py-1 text-sm";

/** "Edit names" on a fixed-departure booking before its name deadline (decision 0052): same party, new names. */
export function EditNames({ booking, onSaved }: { booking: TFdBookingView; onSaved: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const [pax, setPax] = useState(() => booking.passengers.map((p) => ({ ...p })) as TFdPassenger[]);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const set = (i: number, change: Partial<TFdPassenger>) => setPax((all) => all.map((p, j) => (j === i ? { ...p, ...change } : p)));

  async function save() {
    setPending(true);
    setMessage(null);
    try {
      const body = await api.post<ApiEnvelope<{ message: string }>>("/api/fixedDeparture/updatePassengers", { bookingId: booking.id, passengers: pax });
      if (!body.success || !body.data) throw new Error(body.errorMessage ?? "Could not save the names");
      setOpen(false);
      onSaved(`${body.data.message} for ${booking.reference}.`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "Could not save the names");
    } finally {
      setPending(false);
    }
  }

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} aria-label={`Edit names of ${booking.reference}`} className="whitespace-nowrap font-medium text-brand hover:underline">
        Edit names
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Names of ${booking.reference}`} className="flex min-w-64 flex-col gap-2 text-sm">
      {pax.map((p, i) => (
        <div key={i} className="grid grid-cols-[4.5rem_1fr_1fr] gap-1">
          <select aria-label={`Passenger ${i + 1} title`} value={p.title} onChange={(e) => set(i, { title: e.target.value as TFdPassenger["title"] })} className={input}>
            {TITLES.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
          <input aria-label={`Passenger ${i + 1} first name`} value={p.firstName} onChange={(e) => set(i, { firstName: e.target.value })} className={input} />
          <input aria-label={`Passenger ${i + 1} last name`} value={p.lastName} onChange={(e) => set(i, { lastName: e.target.value })} className={input} />
        </div>
      ))}
      {message ? (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" onClick={save} loading={pending}>
          Save names
        </Button>
        <button type="button" onClick={() => setOpen(false)} className="text-slate-600 hover:underline">
          Cancel
        </button>
      </div>
    </div>
  );
}

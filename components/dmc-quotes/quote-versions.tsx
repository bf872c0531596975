"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api-client";
import { formatMoney } from "@/lib/money";

type Version = { version: number; sentAt: string | null; changes: string[]; createdAt?: string };
type Line = { price: number; currency: string; hotelName?: string; roomTypeName?: string | null; tourOptionName?: string; name?: string; airlineCode?: string; flightNo?: string };
type Snapshot = { version: number; totalPrice: number; currency: string; kartName: string; accomodations: Line[]; activities: Line[]; miscellaneous: Line[]; flights: Line[] };

const when = (iso: string | null | undefined) => (iso ? new Date(iso).toLocaleString("en-GB", { day: "2-digit", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit" }) : null);
const lineName = (l: Line) => l.hotelName ? `${l.hotelName}${l.roomTypeName ? `, ${l.roomTypeName}` : ""}` : l.tourOptionName ?? l.name ?? `${l.airlineCode ?? ""} ${l.flightNo ?? ""}`.trim();

function SnapshotView({ id, version }: { id: number; version: number }) {
  const q = useQuery({ queryKey: ["karts", id, "v", version], queryFn: async () => (await api.get<{ data: Snapshot }>("/api/kart/getKartById", { query: { id: String(id), version: String(version) } })).data });
  if (!q.data) return <p className="text-xs text-slate-500">{q.isError ? "Could not load this version." : "Loading…"}</p>;
  const s = q.data;
  const lines = [...s.accomodations, ...s.activities, ...s.miscellaneous, ...s.flights];
  return (
    <div className="mt-1 rounded bg-slate-50 p-2 text-xs">
      <ul className="space-y-0.5">
        {lines.map((l, i) => (
          <li key={i} className="flex justify-between gap-2"><span>{lineName(l)}</span><span>{formatMoney(l.price, l.currency)}</span></li>
        ))}
      </ul>
      <p className="mt-1 flex justify-between border-t border-slate-200 pt-1 font-semibold"><span>Total</span><span>{formatMoney(s.totalPrice, s.currency)}</span></p>
    </div>
  );
}

/** Every version of a quotation: the current one, then each sent version with what the next one changed; any version opens read-only. */
export function QuoteVersions({ id, current, sentAt, versions }: { id: number; current: number; sentAt: string | null; versions: Version[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <section aria-label="Versions" className="space-y-1 rounded-md border border-slate-200 p-2 text-sm">
      <h3 className="font-semibold text-brand">Versions</h3>
      <p className="text-xs text-slate-600">Version {current} (current){sentAt ? `, sent ${when(sentAt)}` : ", not sent yet"}. Saving a sent quotation makes a new version.</p>
      {versions.length === 0 ? null : (
        <ol className="divide-y divide-slate-100">
          {versions.map((v) => (
            <li key={v.version} className="py-1.5">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">Version {v.version}{v.sentAt ? ` · sent ${when(v.sentAt)}` : ""}</span>
                <Button type="button" variant="link" onClick={() => setOpen(open === v.version ? null : v.version)}>{open === v.version ? "Hide" : `Show version ${v.version}`}</Button>
              </div>
              {v.changes.length > 0 ? (
                <ul className="list-disc pl-5 text-xs text-slate-700" aria-label={`Changes after version ${v.version}`}>
                  {v.changes.map((c, i) => <li key={i}>{c}</li>)}
                </ul>
              ) : <p className="text-xs text-slate-500">No changes recorded.</p>}
              {open === v.version ? <SnapshotView id={id} version={v.version} /> : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

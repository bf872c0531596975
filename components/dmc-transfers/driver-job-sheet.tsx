"use client";

import { useCallback, useEffect, useState } from "react";
import type { TDriverTransfer } from "@/lib/contracts/dmc-transfers";
import { DriverJobCard } from "./driver-job-card";
import { DriverLinkDead } from "./driver-link-dead";

type Sheet = { driverName: string; dateRange: { from: string; to: string }; transfers: TDriverTransfer[] };
type State = { kind: "loading" } | { kind: "error"; message: string; isLinkDead: boolean } | { kind: "ready"; sheet: Sheet };

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The driver's endpoints take the token in the body and answer 401 for a dead link. Plain fetch,
 * not the app's API client: a 401 here is a dead link, not a signed-out session.
 */
async function post<T>(path: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; status: number; message: string }> {
  try {
    const res = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "omit", referrerPolicy: "no-referrer" });
    const json = (await res.json().catch(() => null)) as { success?: boolean; data?: T; errorMessage?: string } | null;
    if (res.ok && json?.success) return { ok: true, data: json.data as T };
    return { ok: false, status: res.status, message: json?.errorMessage ?? "Something went wrong" };
  } catch {
    return { ok: false, status: 0, message: "No connection. Check your signal and try again." };
  }
}

const RANGES = [
  { id: "today", label: "Today", days: [0, 0] },
  { id: "tomorrow", label: "Tomorrow", days: [1, 1] },
  { id: "week", label: "7 days", days: [0, 6] },
] as const;

/** The driver's page: made for a phone in a van (390 px first). No prices, only this driver's jobs. */
export function DriverJobSheet({ token, driverName, today, timeZone }: { token: string; driverName: string; today: string; timeZone?: string }) {
  const [range, setRange] = useState<(typeof RANGES)[number]["id"]>("today");
  const [state, setState] = useState<State>({ kind: "loading" });
  const [busyId, setBusyId] = useState<number | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const days = RANGES.find((r) => r.id === range)!.days;
  const dateRange = { from: addDays(today, days[0]), to: addDays(today, days[1]) };

  const load = useCallback(async () => {
    const r = await post<Sheet>("/api/dmcDriver/getDriverTransferJobSheet", { driverAccessToken: token, dateRange });
    setState(r.ok ? { kind: "ready", sheet: r.data } : { kind: "error", message: r.message, isLinkDead: r.status === 401 });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, dateRange.from, dateRange.to]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void load();
  }, [load]);

  const markDone = async (t: TDriverTransfer) => {
    setBusyId(t.id);
    setNotice(null);
    const r = await post<{ transfer: TDriverTransfer; message: string }>("/api/dmcDriver/updateTransferDoneByDriver", { driverAccessToken: token, transferid: t.id });
    setBusyId(null);
    if (r.ok) {
      setNotice(r.data.message);
      setState((s) => (s.kind === "ready" ? { kind: "ready", sheet: { ...s.sheet, transfers: s.sheet.transfers.map((x) => (x.id === t.id ? r.data.transfer : x)) } } : s));
    } else if (r.status === 401) setState({ kind: "error", message: r.message, isLinkDead: true });
    else setNotice(r.message);
  };

  if (state.kind === "error" && state.isLinkDead) return <DriverLinkDead message={state.message} />;
  const sheet = state.kind === "ready" ? state.sheet : null;
  const live = sheet ? sheet.transfers.filter((t) => !t.isCancelled) : [];
  const open = live.filter((t) => !t.isCompleted).length;
  const cancelled = sheet ? sheet.transfers.length - live.length : 0;
  return (
    <main className="mx-auto max-w-md space-y-4 px-3 py-4 lg:max-w-5xl">
      <header>
        <h1 className="text-2xl font-semibold">{`${sheet?.driverName ?? driverName}'s jobs`}</h1>
        {sheet ? (
          <p className="text-sm text-slate-600">
            {live.length} pickup{live.length === 1 ? "" : "s"}, {open} to do{cancelled ? `, ${cancelled} cancelled` : ""}
          </p>
        ) : null}
      </header>
      <div role="group" aria-label="Days" className="grid grid-cols-3 gap-2 lg:max-w-md">
        {RANGES.map((r) => (
          <button key={r.id} type="button" aria-pressed={range === r.id} onClick={() => setRange(r.id)} className={`min-h-11 rounded-md border text-base font-medium ${range === r.id ? "border-brand bg-brand text-white" : "border-slate-300 bg-white text-slate-800"}`}>
            {r.label}
          </button>
        ))}
      </div>
      {notice ? (
        <p role="status" className="rounded-md bg-slate-100 px-3 py-2 text-sm">
          {notice}
        </p>
      ) : null}
      {state.kind === "loading" ? <p className="text-slate-600">Loading…</p> : null}
      {state.kind === "error" ? (
        <p role="alert" className="text-red-700">
          {state.message}{" "}
          <button type="button" className="underline" onClick={() => void load()}>
            Try again
          </button>
        </p>
      ) : null}
      {sheet && sheet.transfers.length === 0 ? <p className="rounded-md bg-white p-4 text-center text-slate-600">No pickups for these days.</p> : null}
      {sheet ? (
        <ol aria-label="Pickups" className="grid gap-3 lg:grid-cols-2">
          {sheet.transfers.map((t) => (
            <DriverJobCard key={t.id} t={t} today={today} timeZone={timeZone} busy={busyId === t.id} onDone={() => void markDone(t)} />
          ))}
        </ol>
      ) : null}
    </main>
  );
}

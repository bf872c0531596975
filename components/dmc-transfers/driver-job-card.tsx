"use client";

import { useState } from "react";
import { formatTravelDay } from "@/lib/dates";
import type { TDriverTransfer } from "@/lib/contracts/dmc-transfers";

const mapLink = (place: string) => `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
export const sharingWords = (s: string) => (s === "PVT" ? "Private" : "Shared");

/** Why a pickup cannot be marked done yet (its day is after today), else null. */
export const notYetReason = (t: Pick<TDriverTransfer, "date">, today: string) => (t.date > today ? `Can be marked done on ${formatTravelDay(t.date)}` : null);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs uppercase tracking-wide text-slate-500">{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * One pickup on the driver's phone: time and day, the guest (name, phone to call, party), the flight
 * an airport pickup meets, the pickup point with a map; "Mark done" asks to confirm first and is
 * disabled, with the reason, before the pickup's day. A cancelled pickup is struck through and badged.
 */
/** timeZone: the site's, so "Done at" is on the same clock as the pickup times (not the phone's). */
export function DriverJobCard({ t, today, timeZone, onDone, busy }: { t: TDriverTransfer; today: string; timeZone?: string; onDone: () => void; busy: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const reason = notYetReason(t, today);
  const struck = t.isCancelled ? "line-through decoration-2 text-slate-500" : "";
  return (
    <li
      className={`rounded-lg border bg-white p-4 shadow-sm ${t.isCancelled ? "border-red-300 bg-red-50/40" : t.isCompleted ? "border-green-300 opacity-80" : "border-slate-200"}`}
      aria-label={`${t.isCancelled ? "Cancelled: " : ""}Pickup at ${t.time} on ${formatTravelDay(t.date)}, ${t.leadPassengerName}`}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className={`text-3xl font-bold tabular-nums text-slate-900 ${struck}`}>{t.time}</p>
        <p className="text-right text-sm text-slate-600">
          {formatTravelDay(t.date)} · {sharingWords(t.sharingType)}
        </p>
      </div>
      {t.isCancelled ? (
        <p className="mt-2 inline-block rounded bg-red-100 px-2 py-0.5 text-sm font-semibold uppercase tracking-wide text-red-800" role="status">
          Cancelled
        </p>
      ) : null}
      {t.serviceName ? <p className={`mt-1 text-sm font-medium text-brand ${struck}`}>{t.serviceName}</p> : null}
      <dl className={`mt-3 space-y-2 text-base ${struck}`}>
        <Fact label="Pickup point">
          <span className="flex items-start justify-between gap-3">
            <span className="font-semibold">{t.pickupLocation}</span>
            {t.isCancelled ? null : (
              <a href={mapLink(t.pickupLocation)} target="_blank" rel="noreferrer noopener" className="shrink-0 rounded-md border border-brand px-3 py-1.5 text-sm font-medium text-brand">
                Map
              </a>
            )}
          </span>
        </Fact>
        {t.flightNumber ? (
          <Fact label="Flight">
            <span className="font-semibold">{t.flightNumber}</span>
          </Fact>
        ) : null}
        <Fact label="Drop">{t.dropLocation}</Fact>
        <Fact label="Guest">
          <span className="font-semibold">{t.leadPassengerName}</span> · {t.paxCount} pax
        </Fact>
        <Fact label="Guest phone">
          {t.guestPhone ? (
            t.isCancelled ? (
              t.guestPhone
            ) : (
              <a href={telLink(t.guestPhone)} className="font-semibold text-brand underline">
                {t.guestPhone}
              </a>
            )
          ) : (
            <span className="text-slate-500">Not given</span>
          )}
        </Fact>
      </dl>
      {t.isCancelled ? (
        <p className="mt-4 text-center text-sm text-red-800">This pickup has been cancelled: do not go.</p>
      ) : t.isCompleted ? (
        <p className="mt-4 rounded-md bg-green-50 px-3 py-3 text-center font-semibold text-green-800" role="status">
          Done{t.completedAt ? ` at ${new Date(t.completedAt).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", timeZone })}` : ""}
        </p>
      ) : confirming ? (
        <div className="mt-4 space-y-2 rounded-md border border-brand p-3" role="group" aria-label="Confirm pickup done">
          <p className="font-medium">
            Picked up {t.leadPassengerName} ({t.paxCount} pax) at {t.pickupLocation}?
          </p>
          <div className="grid grid-cols-2 gap-2">
            <button type="button" onClick={() => setConfirming(false)} className="min-h-12 rounded-md border border-slate-300 bg-white px-3 text-base font-medium text-slate-800">
              Not yet
            </button>
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                setConfirming(false);
                onDone();
              }}
              className="min-h-12 rounded-md bg-brand px-3 text-base font-semibold text-white disabled:opacity-60"
            >
              Yes, mark done
            </button>
          </div>
        </div>
      ) : (
        <>
          <button
            type="button"
            onClick={() => setConfirming(true)}
            disabled={busy || reason !== null}
            aria-describedby={reason ? `why-${t.id}` : undefined}
            className="mt-4 min-h-12 w-full rounded-md bg-brand px-4 text-lg font-semibold text-white disabled:cursor-not-allowed disabled:opacity-50"
          >
            {busy ? "Saving…" : "Mark done"}
          </button>
          {reason ? (
            <p id={`why-${t.id}`} className="mt-1 text-center text-sm text-slate-600">
              {reason}
            </p>
          ) : null}
        </>
      )}
    </li>
  );
}

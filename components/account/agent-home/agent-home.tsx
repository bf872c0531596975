"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { CHANGE_REQUEST_TYPE_LABELS } from "@/lib/contracts/change-requests";
import type { TDeparture, TRecentSearch } from "@/lib/contracts/dashboard";
import { formatCalendarDate, formatSiteDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { useDashboard, useDepartures, useRecentSearches } from "./use-agent-home";

export type AgentHomeLinks = { held: string | null; changeRequests: string | null; wallet: string | null; tickets: string | null };
type Props = { links: AgentHomeLinks; canSeeDepartures: boolean; canSearch: boolean };

function Block({ title, id, action, children, className }: { title: string; id: string; action?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-title`} data-testid={id} className={`flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-3 shadow-sm ${className ?? ""}`}>
      <div className="mb-2 flex items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-sm font-semibold uppercase tracking-wide text-slate-700">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}

const Muted = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-500">{children}</p>;
const MoreLink = ({ href, label }: { href: string | null; label: string }) =>
  href ? (
    <Link href={href} className="shrink-0 text-xs font-medium text-brand hover:underline">
      {label}
    </Link>
  ) : null;

const CABIN: Record<number, string> = { 1: "All", 2: "Economy", 3: "Premium economy", 4: "Business", 5: "Premium business", 6: "First" };
const party = (s: TRecentSearch) => [`${s.adt} adult${s.adt === 1 ? "" : "s"}`, s.chd ? `${s.chd} child${s.chd === 1 ? "" : "ren"}` : "", s.inf ? `${s.inf} infant${s.inf === 1 ? "" : "s"}` : ""].filter(Boolean).join(", ");
const timeOf = (d: TDeparture) => (d.departureTime && d.departureTime.length >= 16 ? d.departureTime.slice(11, 16) : "--:--");

function DepartureList({ rows, ticketHref }: { rows: TDeparture[]; ticketHref: (d: TDeparture) => string | null }) {
  return (
    <ul className="divide-y divide-slate-100 text-sm">
      {rows.map((d) => {
        const href = ticketHref(d);
        return (
          <li key={d.bookingId} className="flex items-center gap-3 py-1.5">
            <span className="w-12 shrink-0 font-mono font-semibold tabular-nums">{timeOf(d)}</span>
            <span className="min-w-0 flex-1 truncate">
              <span className="font-medium">{d.sectors.join(", ")}</span> <span className="text-slate-500">{d.flightNumber ?? d.airlineCode}</span>
              <span className="block truncate text-xs text-slate-500">
                {d.passengers.join(", ")}
                {d.creatorName ? ` · by ${d.creatorName}` : ""}
              </span>
            </span>
            {href ? (
              <Link href={href} className="shrink-0 font-mono text-xs text-brand hover:underline">
                {d.pnr ?? "View"}
              </Link>
            ) : (
              <span className="shrink-0 font-mono text-xs">{d.pnr ?? ""}</span>
            )}
            {d.status !== "Ticketed" ? <span className="shrink-0 rounded bg-amber-50 px-1.5 text-xs text-amber-800">{d.status}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The agent's home (issue 16), under the search form: wallet, held bookings and their deadlines,
 * open change requests, today's and tomorrow's departures, recent searches (one click repeats one).
 * Each block reads its own endpoint.
 */
export function AgentHome({ links, canSeeDepartures, canSearch }: Props) {
  const timeZone = useSiteTimeZone();
  const dashboard = useDashboard();
  const departures = useDepartures(canSeeDepartures);
  const searches = useRecentSearches(canSearch);
  const data = dashboard.data;
  const today = (departures.data?.records ?? []).filter((d) => d.day === "today");
  const tomorrow = (departures.data?.records ?? []).filter((d) => d.day === "tomorrow");
  const ticketHref = (d: TDeparture) => (d.status === "On hold" ? `/app/flight/bookingReview/${d.bookingId}` : links.tickets ? `/app/flight/ticketDetail/${d.bookingId}` : null);

  return (
    <div className="grid gap-3 min-[601px]:grid-cols-2 xl:grid-cols-3" aria-label="Agent desk" role="region">
      <Block title="Wallet" id="home-wallet" action={<MoreLink href={data?.wallet ? links.wallet : null} label="Transactions" />}>
        {!data ? (
          <Muted>Loading…</Muted>
        ) : data.wallet ? (
          <dl className="grid grid-cols-3 gap-2 text-sm">
            {[
              { label: "Available", value: data.wallet.availableBalance, id: "home-wallet-available" },
              { label: "Balance", value: data.wallet.balance, id: "home-wallet-balance" },
              { label: "Credit", value: data.wallet.creditLimit, id: "home-wallet-credit" },
            ].map((item) => (
              <div key={item.label} className="min-w-0">
                <dt className="text-xs text-slate-500">{item.label}</dt>
                <dd className="truncate font-semibold tabular-nums" data-testid={item.id}>
                  {formatMoney(item.value, data.wallet!.currency)}
                </dd>
              </div>
            ))}
          </dl>
        ) : (
          <Muted>There is no wallet on this account.</Muted>
        )}
      </Block>

      <Block title="Held bookings" id="home-held" action={<MoreLink href={data && data.counts.held > 0 ? links.held : null} label={`Booked queue (${data?.counts.held ?? 0})`} />}>
        {!data ? (
          <Muted>Loading…</Muted>
        ) : data.heldBookings.length === 0 ? (
          <Muted>No bookings are on hold.</Muted>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {data.heldBookings.map((b) => (
              <li key={b.bookingId} className="flex items-center justify-between gap-2 py-1.5">
                <Link href={`/app/flight/bookingReview/${b.bookingId}`} className="min-w-0 truncate hover:underline">
                  <span className="font-medium">
                    {b.origin}-{b.destination}
                  </span>{" "}
                  <span className="text-slate-500">{formatCalendarDate(b.travelDate)}</span>
                </Link>
                <span className="shrink-0 text-right text-xs text-amber-800" data-testid="home-held-deadline">
                  by {formatSiteDateTime(b.deadline, timeZone)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Block>

      <Block title="Open change requests" id="home-change-requests" action={<MoreLink href={links.changeRequests} label={`All (${data?.counts.openChangeRequests ?? 0})`} />}>
        {!data ? (
          <Muted>Loading…</Muted>
        ) : data.openChangeRequests.length === 0 ? (
          <Muted>No open change requests.</Muted>
        ) : (
          <ul className="divide-y divide-slate-100 text-sm">
            {data.openChangeRequests.map((r) => (
              <li key={r.id} className="flex items-center justify-between gap-2 py-1.5">
                <span className="min-w-0 truncate">
                  {CHANGE_REQUEST_TYPE_LABELS[r.requestType as 1 | 2 | 3] ?? "Change"} · <span className="font-mono">{r.pnr ?? "—"}</span>
                </span>
                <span className="shrink-0 rounded-full bg-amber-50 px-2 text-xs text-amber-800">{r.statusText}</span>
              </li>
            ))}
          </ul>
        )}
      </Block>

      {canSeeDepartures ? (
        <Block title="Departures" id="home-departures" className="min-[601px]:col-span-2 xl:col-span-2" action={<MoreLink href={links.tickets} label="Ticket queue" />}>
          {!departures.data ? (
            <Muted>Loading…</Muted>
          ) : (
            <div className="grid gap-3 xl:grid-cols-2">
              {(
                [
                  ["Today", today],
                  ["Tomorrow", tomorrow],
                ] as const
              ).map(([label, rows]) => (
                <div key={label} data-testid={`home-departures-${label.toLowerCase()}`}>
                  <h3 className="text-xs font-semibold text-slate-500">
                    {label} ({rows.length})
                  </h3>
                  {rows.length === 0 ? <Muted>No departures {label.toLowerCase()}.</Muted> : <DepartureList rows={rows} ticketHref={ticketHref} />}
                </div>
              ))}
            </div>
          )}
        </Block>
      ) : null}

      {canSearch ? (
        <Block title="Recent searches" id="home-recent-searches">
          {!searches.data ? (
            <Muted>Loading…</Muted>
          ) : searches.data.records.length === 0 ? (
            <Muted>Your searches will be listed here.</Muted>
          ) : (
            <ul className="divide-y divide-slate-100 text-sm">
              {searches.data.records.map((s) => (
                <li key={s.id} className="py-1.5">
                  {s.isPast ? (
                    <span className="block text-slate-400" title="The travel date has passed">
                      {s.route} · {formatCalendarDate(s.departureDate)}
                    </span>
                  ) : (
                    <Link href={s.href} className="block hover:underline" aria-label={`Search again: ${s.route} on ${formatCalendarDate(s.departureDate)}`}>
                      <span className="font-medium text-brand">{s.route}</span> <span className="text-slate-600">{formatCalendarDate(s.departureDate)}</span>
                      {s.returnDate ? <span className="text-slate-600"> – {formatCalendarDate(s.returnDate)}</span> : null}
                    </Link>
                  )}
                  <span className="block text-xs text-slate-500">
                    {party(s)} · {CABIN[s.cabinClass] ?? "Economy"}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Block>
      ) : null}
    </div>
  );
}

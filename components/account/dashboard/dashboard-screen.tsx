import Link from "next/link";
import type { ReactNode } from "react";
import { CHANGE_REQUEST_TYPE_LABELS } from "@/lib/contracts/change-requests";
import type { TDashboard } from "@/lib/contracts/dashboard";
import { formatCalendarDate, formatSiteDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";

type Booking = TDashboard["recentBookings"][number];

const STATUS_LABEL: Record<string, string> = {
  booking: "Booking",
  held: "On hold",
  ticketed: "Ticketed",
  changeRequested: "Change requested",
  needsAttention: "Needs attention",
  failed: "Failed",
  released: "Released",
  cancelled: "Cancelled",
};
const REQUEST_TYPE: Record<number, string> = CHANGE_REQUEST_TYPE_LABELS;

function Block({ title, testId, href, linkLabel, children }: { title: string; testId: string; href: string | null; linkLabel: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${testId}-title`} data-testid={testId} className="flex min-w-0 flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <div className="mb-3 flex items-baseline justify-between gap-2">
        <h2 id={`${testId}-title`} className="text-base font-semibold text-slate-900">
          {title}
        </h2>
        {href ? (
          <Link href={href} className="shrink-0 text-sm font-medium text-brand hover:underline">
            {linkLabel}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className="text-sm text-slate-600">{children}</p>;

function Route({ b }: { b: Booking }) {
  return (
    <span className="font-medium text-slate-900">
      {b.origin} → {b.destination}
    </span>
  );
}

export type DashboardLinks = { tickets: string | null; held: string | null; changeRequests: string | null; wallet: string | null; search: string | null };

/**
 * /user/dashboard (decision 0023): four blocks, each with its own empty state and a link to the full
 * screen (only when the user may open it). Instants in the site's timezone.
 */
export function DashboardScreen({ data, timeZone, links, firstName }: { data: TDashboard; timeZone: string; links: DashboardLinks; firstName: string }) {
  const ticketHref = (id: number) => (links.tickets ? `/app/flight/ticketDetail/${id}` : null);
  return (
    <div className="space-y-4">
      <p className="text-slate-700">Welcome back, {firstName}.</p>
      <div className="grid gap-4 min-[601px]:grid-cols-2">
        <Block title="Recent bookings" testId="dashboard-recent" href={links.tickets} linkLabel={`All bookings (${data.counts.bookings})`}>
          {data.recentBookings.length === 0 ? (
            <Empty>
              You have no bookings yet.{" "}
              {links.search ? (
                <Link href={links.search} className="text-brand underline">
                  Search flights
                </Link>
              ) : null}
            </Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.recentBookings.map((b) => {
                const href = ticketHref(b.bookingId);
                return (
                  <li key={b.bookingId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                    <span className="min-w-0">
                      <Route b={b} /> <span className="text-slate-500">{formatCalendarDate(b.travelDate)}</span>
                      <span className="block text-xs text-slate-500">
                        PNR {b.pnr ?? "—"} · {STATUS_LABEL[b.status] ?? b.status}
                      </span>
                    </span>
                    <span className="flex items-center gap-3">
                      <span className="font-medium">{formatMoney(b.amount, b.currency)}</span>
                      {href ? (
                        <Link href={href} className="text-brand underline">
                          View
                        </Link>
                      ) : null}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
        </Block>

        <Block title="Wallet" testId="dashboard-wallet" href={data.wallet ? links.wallet : null} linkLabel="Transaction history">
          {data.wallet ? (
            <dl className="grid grid-cols-3 gap-2 text-sm max-[600px]:grid-cols-1">
              {[
                { label: "Available", value: data.wallet.availableBalance, id: "dashboard-wallet-available" },
                { label: "Balance", value: data.wallet.balance, id: "dashboard-wallet-balance" },
                { label: "Credit limit", value: data.wallet.creditLimit, id: "dashboard-wallet-credit" },
              ].map((item) => (
                <div key={item.label} className="rounded border border-slate-100 bg-slate-50 p-3">
                  <dt className="text-slate-600">{item.label}</dt>
                  <dd className="text-lg font-semibold text-slate-900" data-testid={item.id}>
                    {formatMoney(item.value, data.wallet!.currency)}
                  </dd>
                </div>
              ))}
            </dl>
          ) : (
            <Empty>There is no wallet on this account.</Empty>
          )}
        </Block>

        <Block title="Held bookings" testId="dashboard-held" href={data.counts.held > 0 ? links.held : null} linkLabel={`Booked queue (${data.counts.held})`}>
          {data.heldBookings.length === 0 ? (
            <Empty>No bookings are on hold.</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.heldBookings.map((b) => (
                <li key={b.bookingId} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                  <span className="min-w-0">
                    <Route b={b} /> <span className="text-slate-500">{formatCalendarDate(b.travelDate)}</span>
                    <span className="block text-xs text-slate-500">PNR {b.pnr ?? "—"}</span>
                  </span>
                  <span className="text-right text-xs text-slate-600">
                    Pay and issue by
                    <span className="block text-sm font-semibold text-amber-700" data-testid="dashboard-held-deadline">
                      {formatSiteDateTime(b.deadline, timeZone)}
                    </span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Block>

        <Block title="Open change requests" testId="dashboard-change-requests" href={links.changeRequests} linkLabel={`All change requests (${data.counts.openChangeRequests})`}>
          {data.openChangeRequests.length === 0 ? (
            <Empty>You have no open change requests.</Empty>
          ) : (
            <ul className="divide-y divide-slate-100">
              {data.openChangeRequests.map((r) => (
                <li key={r.id} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 py-2 text-sm">
                  <span>
                    <span className="font-medium text-slate-900">{REQUEST_TYPE[r.requestType] ?? "Change"}</span> · PNR {r.pnr ?? "—"}
                    <span className="block text-xs text-slate-500">Raised {formatSiteDateTime(r.createdAt, timeZone)}</span>
                  </span>
                  <span className="rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-800">{r.statusText}</span>
                </li>
              ))}
            </ul>
          )}
        </Block>
      </div>
    </div>
  );
}

import type { ReactNode } from "react";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { formatSiteDate } from "@/lib/dates";
import { formatDayMonth } from "@/lib/flight-format";
import { formatMoney } from "@/lib/money";
import { BookingPassengersTable } from "./booking-passengers-table";
import { BookingStatusBadge } from "./booking-status-badge";
import { LegFlights } from "./leg-flights";
import type { TBookingDetails } from "./use-booking-queries";

/**
 * One booking (spec 000 section 2, booking card): PNR, status, booking and travel dates, price with
 * two decimals, airline and sectors, creator, the passengers' ticket numbers and the flights.
 */
export function BookingCard({ booking, actions, title }: { booking: TBookingDetails; actions?: ReactNode; title?: string }) {
  const timeZone = useSiteTimeZone();
  const segments = booking.segments.flat();
  const first = segments[0];
  const sectors = booking.segments.map((leg) => [leg[0]?.originAirportCode, ...leg.map((s) => s.destinationAirportCode)].join("-")).join(", ");
  const creator = [booking.user.firstName, booking.user.lastName].filter(Boolean).join(" ") || booking.user.email || "";
  const heading = title ?? `Booking ${booking.bookingId}`;
  return (
    <article aria-label={heading} className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm max-[600px]:p-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
          <p className="text-sm text-slate-600">
            {first ? `${first.airlineName} · ` : ""}
            {sectors}
          </p>
        </div>
        <BookingStatusBadge status={booking.status} statusId={booking.statusId} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm min-[601px]:grid-cols-4">
        <div>
          <dt className="text-slate-600">PNR</dt>
          <dd className="font-mono text-base font-semibold" data-testid="booking-pnr">
            {booking.pnr ?? "Pending"}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Booking date</dt>
          <dd>{formatSiteDate(booking.createdAt, timeZone)}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Travel date</dt>
          <dd>{first ? `${first.departureTime.slice(0, 10)} (${formatDayMonth(first.departureTime)})` : ""}</dd>
        </div>
        <div>
          <dt className="text-slate-600">Booking price</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(booking.transactionDetails.amount, booking.transactionDetails.currency)}</dd>
        </div>
        {creator ? (
          <div className="col-span-2">
            <dt className="text-slate-600">Booked by</dt>
            <dd>{creator}</dd>
          </div>
        ) : null}
      </dl>
      <BookingPassengersTable passengers={booking.passenger} />
      <LegFlights result={booking} title="Flights" isPlain />
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </article>
  );
}

import Link from "next/link";
import type { TFixedDepartureView } from "@/lib/contracts/fixed-departures";
import { formatMoney } from "@/lib/money";
import { BookSeatsForm } from "./book-seats-form";

const time = (iso: string) => iso.slice(11, 16);

/** One departure on /fixed-departures: its flights, seats left, prices per passenger type and deadlines. */
export function DepartureCard({ departure, canBook, isSignedIn, gatewayName }: { departure: TFixedDepartureView; canBook: boolean; isSignedIn: boolean; gatewayName: string | null }) {
  const d = departure;
  return (
    <article aria-label={d.title} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-baseline justify-between gap-2">
        <div>
          <h2 className="text-lg font-semibold">
            <span className="text-brand">
              {d.origin} → {d.destination}
            </span>{" "}
            <span className="text-slate-700">{d.title}</span>
          </h2>
          <p className="text-sm text-slate-600">
            {d.departureDate}
            {d.returnDate ? ` – return ${d.returnDate}` : ""}
            {d.supplierName ? ` · by ${d.supplierName}` : ""}
          </p>
        </div>
        <p className={d.seatsLeft <= 5 ? "rounded bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900" : "rounded bg-green-50 px-2 py-0.5 text-sm font-medium text-green-800"}>
          {d.seatsLeft} seat{d.seatsLeft === 1 ? "" : "s"} left
        </p>
      </header>
      <ul className="space-y-1 text-sm text-slate-700">
        {d.segments.map((s, i) => (
          <li key={i}>
            {s.airlineCode} {s.flightNumber}: {s.origin} {time(s.departAt)} → {s.destination} {time(s.arriveAt)} ({s.departAt.slice(0, 10)})
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-3 gap-2 text-sm">
        <div>
          <dt className="text-slate-500">Adult</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(d.adultPrice, d.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Child</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(d.childPrice, d.currency)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Infant</dt>
          <dd className="font-semibold tabular-nums">{formatMoney(d.infantPrice, d.currency)}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-600">
        Deposit {formatMoney(d.depositPerSeat, d.currency)} per seat at booking; balance due by {d.balanceDueDate}; passenger names final by {d.namesDueDate}.
      </p>
      {canBook ? (
        <BookSeatsForm departure={d} gatewayName={gatewayName} />
      ) : isSignedIn ? null : (
        <Link href={`/login?redirectTo=${encodeURIComponent("/fixed-departures")}`} className="inline-block text-sm font-medium text-brand hover:underline">
          Log in to book
        </Link>
      )}
    </article>
  );
}

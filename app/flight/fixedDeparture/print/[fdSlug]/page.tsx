import { notFound } from "next/navigation";
import { PrintButton } from "@/components/fixed-departures/print-button";
import { FD_BOOKING_STATUS_LABELS } from "@/lib/contracts/fixed-departures";
import { formatMoney } from "@/lib/money";
import { enforceLockMode } from "@/server/auth/page-session";
import { getFdPrint } from "@/server/fixed-departures/get-fd-print";

export const metadata = { title: "Fixed departure" };

const PAX_TYPES: Record<number, string> = { 1: "Adult", 2: "Child", 3: "Infant" };

/** /flight/fixedDeparture/print/{fdSlug} (lockable, spec 001 section 2): a fixed-departure booking to print; anyone with the link, like the e-ticket. */
export default async function Page(props: PageProps<"/flight/fixedDeparture/print/[fdSlug]">) {
  const { site } = await enforceLockMode();
  if (!site) notFound();
  const { fdSlug } = await props.params;
  const found = await getFdPrint(site.id, fdSlug);
  if (!found) notFound();
  const { booking: b, departure: d } = found;
  return (
    <article className="mx-auto max-w-3xl space-y-5 rounded-lg border border-slate-200 bg-white p-6 print:border-0 print:p-0">
      <header className="flex flex-wrap items-start justify-between gap-3 border-b-4 border-brand pb-3">
        <div>
          <p className="text-sm font-semibold text-brand">{site.companyName}</p>
          <h1 className="text-2xl font-semibold">Fixed departure {b.origin} → {b.destination}</h1>
          <p className="text-sm text-slate-600">{b.title}</p>
        </div>
        <dl className="text-sm min-[601px]:text-right">
          <dt className="text-slate-500">Booking reference</dt>
          <dd className="font-mono text-base font-semibold">{b.reference}</dd>
          <dt className="text-slate-500">Airline PNR</dt>
          <dd className="font-mono font-semibold">{b.pnr}</dd>
        </dl>
      </header>
      <section aria-label="Flights">
        <h2 className="mb-2 font-semibold">Flights</h2>
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 pr-2 font-medium">Flight</th>
              <th className="py-1 pr-2 font-medium">From</th>
              <th className="py-1 pr-2 font-medium">To</th>
            </tr>
          </thead>
          <tbody>
            {d.segments.map((s, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className="py-1 pr-2 font-medium">
                  {s.airlineCode} {s.flightNumber}
                </td>
                <td className="py-1 pr-2">
                  {s.origin} {s.departAt.replace("T", " ")}
                </td>
                <td className="py-1 pr-2">
                  {s.destination} {s.arriveAt.replace("T", " ")}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-label="Passengers">
        <h2 className="mb-2 font-semibold">Passengers</h2>
        <ol className="list-decimal space-y-1 pl-5 text-sm">
          {b.passengers.map((p, i) => (
            <li key={i}>
              {p.title} {p.firstName} {p.lastName} <span className="text-slate-500">({PAX_TYPES[p.paxType]})</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-label="Payment" className="grid gap-2 text-sm min-[601px]:grid-cols-2">
        <p>
          Status: <span className="font-semibold">{FD_BOOKING_STATUS_LABELS[b.status]}</span>
        </p>
        <p>Total: {formatMoney(b.amount, b.currency)}</p>
        <p>Paid: {formatMoney(b.paidAmount, b.currency)}</p>
        <p>
          Balance: {formatMoney(b.balanceDue, b.currency)}
          {b.balanceDue > 0 ? ` due by ${b.balanceDueDate}` : ""}
        </p>
        <p>Names final by: {b.namesDueDate}</p>
        <p>Booked by: {b.bookedBy}</p>
      </section>
      <PrintButton />
    </article>
  );
}

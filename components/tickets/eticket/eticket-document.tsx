import { FlightSegment } from "@/components/flight/flight-segment";
import { ETICKET_LEGAL_TEXT, formatETicketDate, refundedPassengersNote, toPaymentLines, toRefundLines, type TETicketPayment, type TETicketView } from "@/lib/contracts/eticket";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { formatMoney } from "@/lib/money";

const H2 = "mb-2 text-base font-semibold text-slate-900";

function CompanyBlock({ view }: { view: TETicketView }) {
  const c = view.company;
  const timeZone = useSiteTimeZone();
  return (
    <div className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
      <div className="flex min-w-0 flex-col gap-1">
        {c.logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- per-site logos come from the database
          <img src={c.logoUrl} alt={`${c.companyName} logo`} className="h-10 w-auto self-start" data-testid="eticket-logo" />
        ) : null}
        <p className="text-lg font-semibold text-slate-900" data-testid="eticket-company">
          {c.companyName}
        </p>
        <address className="text-sm not-italic text-slate-600" aria-label="Contact">
          {c.adminContact ? <span className="block">Phone: {c.adminContact}</span> : null}
          {c.adminEmail ? <span className="block">Email: {c.adminEmail}</span> : null}
        </address>
      </div>
      <div className="text-right max-[600px]:text-left">
        <h1 className="text-xl font-semibold text-slate-900">E-Ticket</h1>
        <dl className="mt-1 grid grid-cols-[auto_auto] justify-end gap-x-3 gap-y-0.5 text-sm max-[600px]:justify-start">
          <dt className="text-slate-500">PNR</dt>
          <dd className="font-mono font-semibold text-slate-900" data-testid="eticket-pnr">
            {view.pnr}
          </dd>
          <dt className="text-slate-500">Issue date</dt>
          <dd className="text-slate-900">{formatETicketDate(view.issueDate, timeZone)}</dd>
        </dl>
      </div>
    </div>
  );
}

function Passengers({ view }: { view: TETicketView }) {
  const note = refundedPassengersNote(view.refundedPassengerCount);
  return (
    <section aria-labelledby="eticket-passengers" className="break-inside-avoid">
      <h2 id="eticket-passengers" className={H2}>
        Passengers
      </h2>
      {note ? (
        <p role="note" className="mb-2 text-sm text-amber-800" data-testid="eticket-refund-note">
          {note}
        </p>
      ) : null}
      <div className="overflow-x-auto">
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm">
          <thead>
            <tr className="bg-slate-50 text-slate-700">
              <th scope="col" className="border-b border-slate-200 px-2 py-1.5 font-medium">Passenger</th>
              <th scope="col" className="border-b border-slate-200 px-2 py-1.5 font-medium">Type</th>
              <th scope="col" className="border-b border-slate-200 px-2 py-1.5 font-medium">Ticket number</th>
              <th scope="col" className="border-b border-slate-200 px-2 py-1.5 font-medium">Baggage and meals</th>
            </tr>
          </thead>
          <tbody>
            {view.passengers.map((p) => (
              <tr key={p.index} className="align-top">
                <th scope="row" className="border-b border-slate-100 px-2 py-1.5 font-medium text-slate-900">{p.name}</th>
                <td className="border-b border-slate-100 px-2 py-1.5">{p.paxType}</td>
                <td className="border-b border-slate-100 px-2 py-1.5 font-mono">{p.ticketNumber ?? "Not issued"}</td>
                <td className="border-b border-slate-100 px-2 py-1.5">
                  {p.baggage.map((b) => (
                    <span key={b.sector} className="block whitespace-nowrap">
                      {b.sector}: {b.allowance}
                    </span>
                  ))}
                  {p.refundedSectors.map((sector) => (
                    <span key={sector} className="block whitespace-nowrap text-amber-800">
                      {sector}: refunded
                    </span>
                  ))}
                  {p.meals.length > 0 ? (
                    <span className="block" data-testid="eticket-meals">
                      {p.meals.map((m, i) => (
                        <span key={`${m.sector}-${i}`} className="block">
                          {m.sector} meal: {m.description}
                        </span>
                      ))}
                    </span>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Barcodes({ view }: { view: TETicketView }) {
  const items = view.passengers.flatMap((p) => p.barcodes.map((b) => ({ ...b, key: `${p.index}-${b.sector}-${b.flight}`, name: p.name })));
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="eticket-barcodes">
      <h2 id="eticket-barcodes" className={H2}>
        Ticket barcodes
      </h2>
      <ul className="grid grid-cols-1 gap-3 @min-[40rem]:grid-cols-2">
        {items.map((b) => (
          <li key={b.key} className="break-inside-avoid rounded border border-slate-200 p-2">
            <figure className="flex flex-col items-center gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn data URL, nothing to optimise */}
              <img src={b.imageUrl} alt={b.alt} className="h-auto w-full max-w-[22rem]" data-testid="eticket-barcode" data-content={b.content} />
              <figcaption className="text-center text-xs text-slate-600">
                {b.name} · {b.flight} · {b.sector}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Flights({ view }: { view: TETicketView }) {
  const labels = view.legs.length === 2 ? ["Outbound", "Return"] : view.legs.map((_, i) => (view.legs.length > 1 ? `Flight ${i + 1}` : undefined));
  return (
    <section aria-labelledby="eticket-flights" className="flex flex-col gap-3">
      <h2 id="eticket-flights" className={H2}>
        Flight details
      </h2>
      {view.legs.map((leg, i) => (
        <FlightSegment key={`${leg[0]?.flightNumber}-${leg[0]?.departureTime}`} segments={leg} label={labels[i]} className="break-inside-avoid" />
      ))}
    </section>
  );
}

export function PaymentDetails({ payment }: { payment: TETicketPayment }) {
  return (
    <section aria-labelledby="eticket-payment" className="break-inside-avoid">
      <h2 id="eticket-payment" className={H2}>
        Payment details
      </h2>
      <dl className="max-w-md space-y-1 text-sm">
        {toPaymentLines(payment).map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 text-slate-700">
            <dt>{label}</dt>
            <dd className="tabular-nums">{formatMoney(amount, payment.currency)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-slate-200 pt-1 font-semibold text-slate-900">
          <dt>Total</dt>
          <dd className="tabular-nums" data-testid="eticket-total">
            {formatMoney(payment.total, payment.currency)}
          </dd>
        </div>
        {toRefundLines(payment).map(([label, amount]) => (
          <div key={label} className="flex justify-between gap-4 text-slate-700 last:font-semibold last:text-slate-900">
            <dt>{label}</dt>
            <dd className="tabular-nums" data-testid={label === "Refunded" ? "eticket-refunded" : "eticket-total-after-refund"}>
              {formatMoney(amount, payment.currency)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The ticket itself (spec 000 section 2): logo, contact, PNR, issue date, passengers, barcodes, flights, payment, legal text. */
export function ETicketDocument({ view, isPriceHidden }: { view: TETicketView; isPriceHidden: boolean }) {
  return (
    <article aria-label={`E-Ticket ${view.pnr}`} className="@container flex flex-col gap-5 rounded-lg border border-slate-200 bg-white p-5 max-[600px]:p-3 print:border-0 print:p-0">
      <CompanyBlock view={view} />
      {view.isCancelled ? (
        <p role="status" className="rounded border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          This booking is cancelled.
        </p>
      ) : null}
      <Passengers view={view} />
      <Flights view={view} />
      <Barcodes view={view} />
      {view.payment && !isPriceHidden ? <PaymentDetails payment={view.payment} /> : null}
      <section aria-labelledby="eticket-legal" className="text-xs text-slate-500">
        <h2 id="eticket-legal" className="mb-1 text-sm font-semibold text-slate-700">
          Terms and conditions
        </h2>
        {ETICKET_LEGAL_TEXT.map((t) => (
          <p key={t.slice(0, 24)} className="mb-1">
            {t}
          </p>
        ))}
      </section>
    </article>
  );
}

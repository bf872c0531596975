import { formatMoney } from "@/lib/money";
import type { TBookingDetails } from "./use-booking-queries";

/** The booked extras: baggage (flight, weight) and meals (flight, quantity), with their prices. */
export function BookingExtrasList({ booking }: { booking: TBookingDetails }) {
  const currency = booking.fare.currency || "INR";
  if (booking.baggages.length === 0 && booking.meals.length === 0) return null;
  return (
    <section aria-label="Extras" className="rounded-lg border border-slate-200 bg-white p-4 text-sm shadow-sm max-[600px]:p-3">
      <h2 className="mb-2 text-base font-semibold text-slate-900">Extras</h2>
      <ul className="space-y-1">
        {booking.baggages.map((b, i) => (
          <li key={`b${i}`} className="flex justify-between gap-3">
            <span>
              Baggage {b.weight} kg, flight {b.flightNumber}
            </span>
            <span className="tabular-nums">{formatMoney(b.price, currency)}</span>
          </li>
        ))}
        {booking.meals.map((m, i) => (
          <li key={`m${i}`} className="flex justify-between gap-3">
            <span>
              {m.description} x {m.quantity}, flight {m.flightNumber}
            </span>
            <span className="tabular-nums">{formatMoney(m.price, currency)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

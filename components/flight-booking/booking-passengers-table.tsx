import type { TBookingDetails } from "./use-booking-queries";
import { PAX_TYPE_LABEL, type TPaxType } from "./passenger-form-model";

/** The booking's passengers with their ticket numbers (a table that scrolls sideways at 600 px and below). */
export function BookingPassengersTable({ passengers }: { passengers: TBookingDetails["passenger"] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[28rem] text-left text-sm">
        <caption className="sr-only">Passengers and ticket numbers</caption>
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              Passenger
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              Type
            </th>
            <th scope="col" className="py-2 font-medium">
              Ticket number
            </th>
          </tr>
        </thead>
        <tbody>
          {passengers.map((p, i) => (
            <tr key={i} className="border-b border-slate-100 last:border-0">
              <td className="py-2 pr-3 font-medium text-slate-900">
                {p.title} {p.firstName} {p.lastName}
              </td>
              <td className="py-2 pr-3 text-slate-700">{PAX_TYPE_LABEL[p.paxType as TPaxType]}</td>
              <td className="py-2 font-mono" data-testid="ticket-number">
                {p.ticket?.ticketNumber ?? "Not issued yet"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

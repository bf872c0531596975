import { redirect } from "next/navigation";
import { PrintButton } from "@/components/dmc-transfers/print-button";
import { requirePagePermission } from "@/server/auth/page-session";
import { getDutySlips } from "@/server/dmc-transfers/get-duty-slips";
import { todayIn } from "@/server/flights/search-rules";
import { formatTravelDay } from "@/lib/dates";

export const metadata = { title: "Duty slip" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/** A printable duty slip per driver and day (?driverId=&date=); without driverId, every driver with work that day. */
export default async function Page({ searchParams }: Props) {
  const { principal, site } = await requirePagePermission("dmc.jobSheet.view");
  if (principal.userType !== "staff") redirect("/403");
  const params = await searchParams;
  const rawDate = one(params.date) ?? "";
  const date = /^\d{4}-\d{2}-\d{2}$/.test(rawDate) && !Number.isNaN(Date.parse(rawDate)) ? rawDate : todayIn(site.timezone);
  const rawDriver = Number(one(params.driverId));
  const driverId = Number.isInteger(rawDriver) && rawDriver > 0 && rawDriver <= 2_147_483_647 ? rawDriver : null;
  const slips = await getDutySlips(site.id, date, driverId);
  return (
    <section className="space-y-6">
      <div className="flex items-center justify-between gap-3 print:hidden">
        <h1 className="text-2xl font-semibold">Duty slip {formatTravelDay(date)}</h1>
        <PrintButton />
      </div>
      {slips.length === 0 ? <p>No Reults found!</p> : null}
      {slips.map((slip) => (
        <article key={slip.driverId} aria-label={`Duty slip of ${slip.driverName}`} className="space-y-3 rounded-md border border-slate-300 bg-white p-4 break-after-page">
          <header className="flex flex-wrap items-baseline justify-between gap-2 border-b-2 border-brand pb-2">
            <h2 className="text-xl font-semibold">{slip.driverName}</h2>
            <p className="text-sm text-slate-600">
              {site.name} · {formatTravelDay(date)} {slip.phone ? `· ${slip.phone}` : ""}
            </p>
          </header>
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-600">
              <tr>
                <th className="py-1 pr-2">Time</th>
                <th className="py-1 pr-2">Pickup</th>
                <th className="py-1 pr-2">Drop</th>
                <th className="py-1 pr-2">Guest</th>
                <th className="py-1 pr-2">Pax</th>
                <th className="py-1 pr-2">Sharing</th>
                <th className="py-1 pr-2 text-right">Charges (USD)</th>
                <th className="py-1">Signature</th>
              </tr>
            </thead>
            <tbody>
              {slip.transfers.map((t) => (
                <tr key={t.id} className="border-t border-slate-200 align-top">
                  <td className="py-2 pr-2 font-semibold">{t.time}</td>
                  <td className="py-2 pr-2">
                    {t.pickupLocation}
                    {t.serviceName ? <div className="text-xs text-slate-500">{t.serviceName}</div> : null}
                    {t.flightNumber ? <div className="text-xs font-medium">Flight {t.flightNumber}</div> : null}
                  </td>
                  <td className="py-2 pr-2">{t.dropLocation}</td>
                  <td className="py-2 pr-2">
                    {t.leadPassengerName}
                    {t.guestPhone ? <div className="text-xs text-slate-600">{t.guestPhone}</div> : null}
                  </td>
                  <td className="py-2 pr-2">{t.paxCount}</td>
                  <td className="py-2 pr-2">{t.sharingType === "PVT" ? "Private" : "Shared"}</td>
                  <td className="py-2 pr-2 text-right">{t.internalDriverCharges.toFixed(2)}</td>
                  <td className="py-2 w-32 border-b border-dotted border-slate-400" />
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="border-t-2 border-slate-300 font-semibold">
                <td className="py-2" colSpan={6}>
                  {slip.transfers.length} transfer{slip.transfers.length === 1 ? "" : "s"}
                </td>
                <td className="py-2 pr-2 text-right">{slip.charges.toFixed(2)}</td>
                <td />
              </tr>
            </tfoot>
          </table>
        </article>
      ))}
    </section>
  );
}

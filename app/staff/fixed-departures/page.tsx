import Link from "next/link";
import { StaffDepartures } from "@/components/fixed-departures/staff-departures";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Fixed departures" };

/** Back office: staff load group seats (fixed departures) and see what is sold. */
export default async function Page() {
  await requirePagePermission("flights.fixedDepartures.manage");
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Fixed departures</h1>
        <Link href="/app/flight/fixedDepartureQueue" className="rounded border border-slate-300 bg-white px-3 py-1.5 text-sm hover:border-brand">
          Fixed Departure Queue
        </Link>
      </div>
      <StaffDepartures />
    </section>
  );
}

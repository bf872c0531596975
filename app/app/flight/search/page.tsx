import { FlightSearchForm } from "@/components/flight-search/flight-search-form";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Flight search" };

export default async function Page() {
  const { principal } = await requirePagePermission("flights.search.search");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Search flights</h1>
      <FlightSearchForm showCalendarLink={await hasPermission(principal, "flights.search.calendarFare")} />
    </section>
  );
}

import { FlightSearchForm } from "@/components/flight-search/flight-search-form";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Flight search" };

export default async function Page() {
  await requirePagePermission("flights.search.search");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Search flights</h1>
      <FlightSearchForm />
    </section>
  );
}

import { notFound } from "next/navigation";
import { FlightAreaEntry } from "@/components/public/flight-area-entry";
import { enforceLockMode } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Flights" };

/** /flight (lockable): the flight area's public entry, linking to the search (signed in) or the flight login. */
export default async function Page() {
  const { site, principal } = await enforceLockMode();
  if (!site) notFound();
  const canSearch = principal ? await hasPermission(principal, "flights.search.search") : false;
  return <FlightAreaEntry companyName={site.companyName} signedIn={principal !== null} canSearch={canSearch} />;
}

import { redirect } from "next/navigation";
import { CalendarFareScreen } from "@/components/flight-search/calendar-fare-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { todayIn } from "@/server/flights/search-rules";

export const metadata = { title: "Calendar fares" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function Page(props: PageProps<"/app/flight/calendarFareResult">) {
  const { site } = await requirePagePermission("flights.search.calendarFare");
  const q = await props.searchParams;
  // The site's day (a site setting, Asia/Kolkata by default); the server leaves out days past at the origin.
  const today = todayIn(site.timezone);
  const origin = first(q.origin).toUpperCase();
  const destination = first(q.destination).toUpperCase();
  // A month already past shows this month (its days from today on).
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(first(q.month)) && first(q.month) >= today.slice(0, 7) ? first(q.month) : today.slice(0, 7);
  if (!/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination)) redirect("/app/flight/search");
  return <CalendarFareScreen origin={origin} destination={destination} month={month} today={today} />;
}

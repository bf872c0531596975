import { redirect } from "next/navigation";
import { CalendarFareScreen } from "@/components/flight-search/calendar-fare-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Calendar fares" };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) ?? "";

export default async function Page(props: PageProps<"/app/flight/calendarFareResult">) {
  await requirePagePermission("flights.search.calendarFare");
  const q = await props.searchParams;
  const today = new Date().toISOString().slice(0, 10);
  const origin = first(q.origin).toUpperCase();
  const destination = first(q.destination).toUpperCase();
  const month = /^\d{4}-\d{2}$/.test(first(q.month)) ? first(q.month) : today.slice(0, 7);
  if (!/^[A-Z]{3}$/.test(origin) || !/^[A-Z]{3}$/.test(destination)) redirect("/app/flight/search");
  return <CalendarFareScreen origin={origin} destination={destination} month={month} today={today} />;
}

import Link from "next/link";
import { Suspense } from "react";
import { InsuranceBookings } from "@/components/insurance/insurance-bookings";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "My insurance" };

/** /insurance/insurance-bookings (login required, spec 001 section 2): the user's policies, certificates and cancellation. */
export default async function Page() {
  await requirePagePermission("insurance.bookings.view");
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">My insurance</h1>
        <Link href="/insurance/search-results" className="rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
          Buy insurance
        </Link>
      </header>
      <Suspense>
        <InsuranceBookings />
      </Suspense>
    </section>
  );
}

import Link from "next/link";
import { requirePageUser } from "@/server/auth/page-session";

export const metadata = { title: "Payment Success" };

/**
 * Hides the root layout's site header (a direct child of body) while this page is shown: spec 001
 * says /1/success has no menu. A style in the page works for full loads and client-side
 * navigations alike (the root layout does not re-render on the latter).
 */
const HIDE_MENU = "body > header { display: none; }";

/** /1/success (login required): Payment Success, without the site menu. */
export default async function Page() {
  await requirePageUser();
  return (
    <section className="mx-auto max-w-md space-y-4 rounded-lg border border-slate-200 bg-white p-8 text-center">
      <style>{HIDE_MENU}</style>
      <div aria-hidden="true" className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700">
        ✓
      </div>
      <h1 className="text-2xl font-semibold text-green-800">Payment Success</h1>
      <p className="text-slate-600">Your payment has been received. Your booking is being confirmed.</p>
      <div className="flex flex-wrap justify-center gap-4">
        <Link href="/app/flight/ticketQueue" className="font-medium text-[var(--brand-color)] hover:underline">
          Go to my bookings
        </Link>
        <Link href="/user/payments" className="text-slate-700 hover:underline">
          View payments
        </Link>
      </div>
    </section>
  );
}

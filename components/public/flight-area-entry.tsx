import Link from "next/link";

/** Where the flight area starts for a signed-in user. */
export const FLIGHT_AREA_HOME = "/app/flight/search";

type Props = { companyName: string; signedIn: boolean; canSearch: boolean };

const FEATURES = [
  { title: "Search and compare", text: "One-way, return and multi-city fares from every airline we sell, with fare rules before you pay." },
  { title: "Book and pay", text: "Pay from your wallet or online; e-tickets are issued at once and sent by email." },
  { title: "Manage your trips", text: "Your ticket queue, change and cancellation requests, and e-tickets in one place." },
];

/** /flight: the flight area's public entry: what the area offers, and the way in (search, or login first). */
export function FlightAreaEntry({ companyName, signedIn, canSearch }: Props) {
  return (
    <div className="space-y-8">
      <section className="rounded-xl bg-brand px-6 py-10 text-white max-[601px]:px-4">
        <p className="text-sm font-medium uppercase tracking-wide opacity-90">Flights</p>
        <h1 className="mt-1 text-3xl font-semibold max-[601px]:text-2xl">Book flights with {companyName}</h1>
        <p className="mt-2 max-w-2xl opacity-90">Domestic and international fares for travel agents, companies and travellers.</p>
        <div className="mt-6 flex flex-wrap gap-3">
          {signedIn ? (
            canSearch ? (
              <Link href={FLIGHT_AREA_HOME} className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100">
                Search flights
              </Link>
            ) : (
              <p className="text-sm opacity-90">Your account cannot search flights. Contact {companyName} to enable it.</p>
            )
          ) : (
            <>
              <Link href={`/flight/login?redirectTo=${encodeURIComponent(FLIGHT_AREA_HOME)}`} className="rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100">
                Log in to search flights
              </Link>
              <Link href="/signup" className="rounded-md border border-white/80 px-4 py-2 text-sm font-semibold text-white hover:bg-white/10">
                Create an account
              </Link>
            </>
          )}
        </div>
      </section>
      <ul className="grid gap-4 md:grid-cols-3">
        {FEATURES.map((f) => (
          <li key={f.title} className="rounded-lg border border-slate-200 bg-white p-4">
            <h2 className="font-semibold text-slate-900">{f.title}</h2>
            <p className="mt-1 text-sm text-slate-600">{f.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

import Link from "next/link";

export const NO_SEARCH_MESSAGE = "There is no search to show. Search for flights to see their fares here.";

/** The result page for a search that is not the caller's or no longer stored (and no search in its address). */
export function NoSearchState() {
  return (
    <section className="mx-auto max-w-xl space-y-3 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
      <h1 className="text-lg font-semibold text-slate-900">No search</h1>
      <p className="text-slate-700">{NO_SEARCH_MESSAGE}</p>
      <Link href="/app/flight/search" className="inline-block rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
        Search flights
      </Link>
    </section>
  );
}

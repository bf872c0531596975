import Link from "next/link";
import { formatMoney, toMajorUnits } from "@/lib/money";

type Activity = { id: number; name: string; description: string; priceFrom: { amount: number; currency: string; isPerPax: boolean } | null };
type City = { cityId: number; city: string; country: string; activities: Activity[] };

export const activitySearchHref = (cityId: number) => `/activities/search?cityId=${cityId}`;

/** The public activity catalogue: one section per city, each activity with its price from, every card leading to that city's search. */
export function ActivitiesByCity({ cities }: { cities: City[] }) {
  return (
    <div className="space-y-8">
      {cities.map((city) => (
        <section key={city.cityId} aria-labelledby={`city-${city.cityId}`} className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id={`city-${city.cityId}`} className="text-xl font-semibold">
              {city.city} <span className="text-base font-normal text-slate-500">{city.country}</span>
            </h2>
            <Link href={activitySearchHref(city.cityId)} className="text-sm font-medium text-brand hover:underline">
              Search activities in {city.city} →
            </Link>
          </div>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {city.activities.map((a) => (
              <li key={a.id}>
                <Link
                  href={activitySearchHref(city.cityId)}
                  className="flex h-full flex-col gap-2 rounded-lg border border-slate-200 border-t-4 border-t-brand bg-white p-4 shadow-sm transition hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand"
                >
                  <span className="font-semibold text-slate-900">{a.name}</span>
                  {a.description ? <span className="line-clamp-3 text-sm text-slate-600">{a.description}</span> : null}
                  <span className="mt-auto text-sm text-slate-700">
                    {a.priceFrom ? (
                      <>
                        From <strong className="text-brand">{formatMoney(toMajorUnits(a.priceFrom.amount), a.priceFrom.currency)}</strong>
                        {a.priceFrom.isPerPax ? " per adult" : " per booking"}
                      </>
                    ) : (
                      "Price on request"
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

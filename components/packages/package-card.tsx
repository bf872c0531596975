import Link from "next/link";
import type { TPackageCard } from "@/lib/contracts/packages";
import { packagePath } from "@/lib/packages/constants";
import { formatPackagePrice, nightsLabel } from "./format";

/** A package on /packages: cover, name, destination, nights, price from per person. */
export function PackageCard({ pkg }: { pkg: TPackageCard }) {
  return (
    <li className="flex min-w-0 flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="package-card">
      <Link href={packagePath(pkg.name, pkg.packageId)} className="group flex flex-1 flex-col">
        {pkg.coverUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- our own resized thumbnail
          <img src={pkg.coverUrl} alt="" className="aspect-[4/3] w-full object-cover" />
        ) : (
          <div aria-hidden="true" className="aspect-[4/3] w-full bg-brand/10" />
        )}
        <div className="flex flex-1 flex-col gap-1 p-3">
          <p className="text-xs font-medium uppercase tracking-wide text-brand">{pkg.destination}</p>
          <h2 className="font-semibold text-slate-900 group-hover:text-brand group-hover:underline">{pkg.name}</h2>
          <p className="text-sm text-slate-600">{nightsLabel(pkg.nights, pkg.days)}</p>
          {pkg.supplierName ? <p className="text-xs text-slate-500">By {pkg.supplierName}</p> : null}
          <p className="mt-auto pt-2 text-sm text-slate-600">
            From <span className="text-lg font-semibold text-slate-900">{formatPackagePrice(pkg.priceFrom, pkg.currency)}</span> <span className="text-xs">per person</span>
          </p>
        </div>
      </Link>
    </li>
  );
}

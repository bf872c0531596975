import Link from "next/link";
import { ENQUIRY_STATUS_LABELS } from "@/lib/contracts/package-enquiries";
import { Messages } from "@/lib/constants";
import { packagePath } from "@/lib/packages/constants";
import { requirePageUser } from "@/server/auth/page-session";
import { myEnquiriesPage } from "@/server/packages/package-pages";

export const metadata = { title: "My enquiries" };

/** /user/package/enquiries: the signed-in user's own package enquiries (spec 001 section 6, "Enquiries link"). */
export default async function Page() {
  const { site, principal } = await requirePageUser();
  const { result } = await myEnquiriesPage(site, principal.userId);
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold">My enquiries</h1>
      {result.length === 0 ? (
        <p className="rounded-lg border border-slate-200 bg-white p-6 text-center text-slate-600">
          {Messages.noRequests}{" "}
          <Link href="/packages" className="text-brand hover:underline">
            Browse packages
          </Link>
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white">
          {result.map((e) => (
            <li key={e.enquiryId} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
              <span className="min-w-0">
                <span className="font-medium">#{e.enquiryId}</span>{" "}
                <Link href={packagePath(e.packageName, e.packageId)} className="text-brand hover:underline">
                  {e.packageName}
                </Link>
                <span className="block text-xs text-slate-500">
                  Travel {e.travelDate} · {e.adults} adults, {e.children} children, {e.infants} infants
                </span>
              </span>
              <span className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{ENQUIRY_STATUS_LABELS[e.status]}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import Link from "next/link";
import { notFound } from "next/navigation";
import { getLockablePageSite, getPageContext } from "@/server/auth/page-session";
import { submittedEnquiryPage } from "@/server/packages/package-pages";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Enquiry submitted" };

type Props = { params: Promise<{ enquiryId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /package/enquiry/submitted/{enquiryId} (lockable, spec 001 section 2): the enquiry's id and the
 * optional `title` query; staff see a button to all enquiries, signed-in users a link to theirs.
 */
export default async function Page({ params, searchParams }: Props) {
  const site = await getLockablePageSite();
  const { principal } = await getPageContext();
  const { enquiryId } = await params;
  const id = /^\d{1,9}$/.test(enquiryId) ? Number(enquiryId) : null;
  const enquiry = id ? await submittedEnquiryPage(site, id) : null;
  if (!enquiry) notFound();
  const rawTitle = (await searchParams).title;
  const title = (Array.isArray(rawTitle) ? rawTitle[0] : rawTitle)?.slice(0, 200);
  const isStaff = principal?.userType === "staff" && (await hasPermission(principal, "packages.enquiries.viewAll"));
  return (
    <section className="mx-auto max-w-xl space-y-4 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
      <p aria-hidden="true" className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand text-2xl text-white">
        ✓
      </p>
      <h1 className="text-2xl font-semibold">Thank you! Your enquiry has been submitted</h1>
      {title ? (
        <p className="text-lg text-slate-800" data-testid="enquiry-title">
          {title}
        </p>
      ) : null}
      <p className="text-slate-600">
        Enquiry id <strong className="text-xl text-brand" data-testid="enquiry-id">{enquiry.enquiryId}</strong>
      </p>
      <p className="text-sm text-slate-600">Our team will contact you shortly. Please quote the enquiry id in any message about it.</p>
      <div className="flex flex-wrap justify-center gap-3 text-sm">
        {isStaff ? (
          <Link href="/staff/package-enquiries" className="rounded bg-brand px-4 py-2 font-medium text-white hover:opacity-90">
            All enquiries
          </Link>
        ) : null}
        {principal && !isStaff ? (
          <Link href="/user/package/enquiries" className="font-medium text-brand hover:underline">
            My enquiries
          </Link>
        ) : null}
        <Link href="/packages" className="text-brand hover:underline">
          More packages
        </Link>
      </div>
    </section>
  );
}

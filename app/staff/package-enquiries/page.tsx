import { EnquiriesScreen } from "@/components/packages/enquiries-screen";
import { ENQUIRY_STATUSES, type EnquiryStatus } from "@/lib/packages/constants";
import { requirePagePermission } from "@/server/auth/page-session";
import { enquiriesPage } from "@/server/packages/package-pages";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Package enquiries" };

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { site, principal } = await requirePagePermission("packages.enquiries.viewAll");
  const raw = (await searchParams).status;
  const status = (ENQUIRY_STATUSES as readonly string[]).includes(String(raw)) ? (raw as EnquiryStatus) : null;
  const { result, assignees } = await enquiriesPage(site, status ?? undefined);
  const canManage = await hasPermission(principal, "packages.enquiries.manage");
  return (
    <section className="space-y-3">
      <h1 className="text-2xl font-semibold">Package enquiries</h1>
      <EnquiriesScreen key={status ?? "all"} initial={result} assignees={assignees} status={status} canManage={canManage} />
    </section>
  );
}

import Link from "next/link";
import { StaffPackagesTable } from "@/components/packages/staff-packages-table";
import { requirePagePermission } from "@/server/auth/page-session";
import { staffPackagesPage } from "@/server/packages/package-pages";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Manage packages" };

export default async function Page() {
  const { site, principal } = await requirePagePermission("packages.catalogue.edit");
  const { result } = await staffPackagesPage(site);
  const canManageImages = await hasPermission(principal, "packages.catalogue.manageImages");
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-2xl font-semibold">Manage packages</h1>
        <div className="flex gap-2 text-sm">
          <Link href="/staff/package-enquiries" className="rounded border border-slate-300 bg-white px-3 py-1.5 hover:border-brand">
            Enquiries
          </Link>
          <Link href="/staff/packages/new" className="rounded bg-brand px-3 py-1.5 font-medium text-white hover:opacity-90">
            Create package
          </Link>
        </div>
      </div>
      <StaffPackagesTable rows={result} canManageImages={canManageImages} />
    </section>
  );
}

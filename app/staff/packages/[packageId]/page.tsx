import Link from "next/link";
import { notFound } from "next/navigation";
import { PackageForm } from "@/components/packages/package-form";
import { packagePath } from "@/lib/packages/constants";
import { requirePagePermission } from "@/server/auth/page-session";
import { staffPackagePage } from "@/server/packages/package-pages";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Edit package" };

export default async function Page({ params }: { params: Promise<{ packageId: string }> }) {
  const { site, principal } = await requirePagePermission("packages.catalogue.edit");
  const { packageId } = await params;
  const pkg = /^\d{1,9}$/.test(packageId) ? await staffPackagePage(site, Number(packageId)) : null;
  if (!pkg) notFound();
  const canManageImages = await hasPermission(principal, "packages.catalogue.manageImages");
  const { name, destination, days, nights, plan, inclusions, exclusions, priceFrom, currency, validFrom, validTill, isPublished } = pkg;
  return (
    <section className="space-y-3">
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <Link href="/staff/packages" className="text-brand hover:underline">
          ← Packages
        </Link>
        {canManageImages ? (
          <Link href={`/user/package/manage_package_images/${pkg.packageId}`} className="text-brand hover:underline">
            Images ({pkg.images.length})
          </Link>
        ) : null}
        {isPublished ? (
          <Link href={packagePath(name, pkg.packageId)} className="text-brand hover:underline">
            View on site
          </Link>
        ) : null}
      </div>
      <h1 className="text-2xl font-semibold">Edit package #{pkg.packageId}</h1>
      <PackageForm packageId={pkg.packageId} initial={{ name, destination, days, nights, plan, inclusions, exclusions, priceFrom, currency: currency as "INR", validFrom, validTill, isPublished }} />
    </section>
  );
}

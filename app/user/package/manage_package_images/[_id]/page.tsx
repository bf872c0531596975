import Link from "next/link";
import { notFound } from "next/navigation";
import { PackageImagesScreen } from "@/components/packages/package-images-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { packageImagesPage, staffPackagePage } from "@/server/packages/package-pages";

export const metadata = { title: "Package images" };

/** /user/package/manage_package_images/{_id} (login required, spec 001 section 2): staff manage a package's images. */
export default async function Page({ params }: { params: Promise<{ _id: string }> }) {
  const { site } = await requirePagePermission("packages.catalogue.manageImages");
  const { _id } = await params;
  const id = /^\d{1,9}$/.test(_id) ? Number(_id) : null;
  const pkg = id ? await staffPackagePage(site, id) : null;
  const images = id ? await packageImagesPage(site, id) : null;
  if (!pkg || !images) notFound();
  return (
    <section className="space-y-3">
      <Link href={`/staff/packages/${pkg.packageId}`} className="text-sm text-brand hover:underline">
        ← {pkg.name}
      </Link>
      <h1 className="text-2xl font-semibold">Package images</h1>
      <PackageImagesScreen packageId={pkg.packageId} initial={images.images} />
    </section>
  );
}

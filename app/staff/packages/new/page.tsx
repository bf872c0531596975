import Link from "next/link";
import { PackageForm } from "@/components/packages/package-form";
import { toSiteDay } from "@/lib/dates";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Create package" };

export default async function Page() {
  const { site } = await requirePagePermission("packages.catalogue.edit");
  const today = toSiteDay(new Date(), site.timezone);
  const nextYear = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`;
  return (
    <section className="space-y-3">
      <Link href="/staff/packages" className="text-sm text-brand hover:underline">
        ← Packages
      </Link>
      <h1 className="text-2xl font-semibold">Create package</h1>
      <PackageForm
        initial={{ name: "", destination: "", days: 5, nights: 4, plan: [{ day: 1, title: "", description: "" }], inclusions: [], exclusions: [], priceFrom: Number.NaN, currency: "INR", validFrom: today, validTill: nextYear, isPublished: false }}
      />
    </section>
  );
}

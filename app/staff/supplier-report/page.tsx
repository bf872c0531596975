import { redirect } from "next/navigation";
import { SupplierReportScreen } from "@/components/backoffice/network/supplier-report-screen";
import { requirePagePermission } from "@/server/auth/page-session";

export const metadata = { title: "Supplier report" };

export default async function Page() {
  const { principal } = await requirePagePermission("flights.reports.supplierReport");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Supplier report</h1>
      <p className="text-sm text-slate-600">Flight bookings this site served to each consumer site, by the month they were booked. Amounts are charged to each consumer&apos;s company wallet here.</p>
      <SupplierReportScreen />
    </section>
  );
}

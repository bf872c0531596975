import { redirect } from "next/navigation";
import { JobSheetScreen } from "@/components/dmc-transfers/job-sheet-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { todayIn } from "@/server/flights/search-rules";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Transfer job sheet" };

export default async function Page() {
  const { principal, site } = await requirePagePermission("dmc.jobSheet.view");
  if (principal.userType !== "staff") redirect("/403");
  const keys = new Set(await getPermissionKeys(principal));
  const permissions = {
    canAssign: keys.has("dmc.jobSheet.assignDriver"),
    canEditCharges: keys.has("dmc.jobSheet.editDriverCharges"),
    canSetStatus: keys.has("dmc.jobSheet.setStatus"),
    canGenerateLinks: keys.has("dmc.driverTokens.generate"),
    canRevokeLinks: keys.has("dmc.driverTokens.revoke"),
  };
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Transfer job sheet</h1>
      <p className="text-sm text-slate-600">The day&apos;s transfers: assign drivers, set their charges, mark pickups done, print duty slips and send drivers their link.</p>
      <JobSheetScreen today={todayIn(site.timezone)} permissions={permissions} />
    </section>
  );
}

import { redirect } from "next/navigation";
import { VisasScreen } from "@/components/visas/visas-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Visas" };

export default async function Page() {
  const { principal } = await requirePagePermission("visas.manage.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Visas</h1>
      <p className="text-sm text-slate-600">Visa categories per destination and their document checklists per passport nationality. Every saved change keeps the previous version.</p>
      <VisasScreen canEdit={await hasPermission(principal, "visas.manage.edit")} />
    </section>
  );
}

import { redirect } from "next/navigation";
import { ApiKeysScreen } from "@/components/backoffice/api-keys/api-keys-screen";
import { requirePagePermission } from "@/server/auth/page-session";
import { hasPermission } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "API keys" };

export default async function Page() {
  const { principal } = await requirePagePermission("apiConsumers.apiKeys.view");
  if (principal.userType !== "staff") redirect("/403");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">API keys</h1>
      <p className="text-slate-600">Keys let a partner company call the flight API as its user. A key is shown once when created; only its prefix is kept visible.</p>
      <ApiKeysScreen canManage={await hasPermission(principal, "apiConsumers.apiKeys.manage")} />
    </section>
  );
}

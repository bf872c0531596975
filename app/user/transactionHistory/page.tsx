import { TransactionHistoryScreen } from "@/components/account/wallet/transaction-history-screen";
import { requirePageUser } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Transaction history" };

export default async function Page() {
  const { principal } = await requirePageUser();
  const keys = new Set(await getPermissionKeys(principal));
  const canView = principal.isSuperAdmin || keys.has("wallet.own.view");
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Transaction history</h1>
      {canView ? (
        <TransactionHistoryScreen canRecordTransfer={principal.isSuperAdmin || keys.has("wallet.own.pay")} />
      ) : (
        <p className="text-slate-600">You do not have permission to view the wallet.</p>
      )}
    </section>
  );
}

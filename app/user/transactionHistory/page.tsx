import { TransactionHistoryScreen } from "@/components/account/wallet/transaction-history-screen";
import { requireCustomerPagePermission } from "@/server/auth/page-session";
import { getPermissionKeys } from "@/server/rbac/get-permission-keys";

export const metadata = { title: "Transaction history" };

export default async function Page() {
  // The customer's own wallet (the menu's rule): staff have none, a user without wallet.own.view gets /403.
  const { principal } = await requireCustomerPagePermission("wallet.own.view");
  const keys = new Set(await getPermissionKeys(principal));
  return (
    <section className="space-y-4">
      <h1 className="text-2xl font-semibold">Transaction history</h1>
      <TransactionHistoryScreen canRecordTransfer={keys.has("wallet.own.pay")} />
    </section>
  );
}

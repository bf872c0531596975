import type { TWalletBalance } from "@/lib/contracts/wallet";
import { formatMoney } from "@/lib/money";

/** Available balance (balance + credit limit), the balance and the credit limit. */
export function WalletBalanceCard({ balance }: { balance: TWalletBalance }) {
  const items = [
    { label: "Available balance", value: balance.availableBalance, testId: "wallet-available" },
    { label: "Wallet balance", value: balance.balance, testId: "wallet-balance" },
    { label: "Credit limit", value: balance.creditLimit, testId: "wallet-credit-limit" },
  ];
  return (
    <dl aria-label="Wallet balance" className="grid grid-cols-1 gap-3 min-[601px]:grid-cols-3">
      {items.map((item) => (
        <div key={item.label} className="rounded border border-slate-200 bg-white p-4">
          <dt className="text-sm text-slate-600">{item.label}</dt>
          <dd className="text-xl font-semibold" data-testid={item.testId}>
            {formatMoney(item.value, balance.currency)}
          </dd>
        </div>
      ))}
    </dl>
  );
}

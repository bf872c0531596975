"use client";

import { Button } from "@/components/ui/button";
import { WalletMessages } from "@/lib/contracts/wallet";
import { formatMoney } from "@/lib/money";
import { messageOf } from "./booking-api";
import { PaymentPanel } from "./payment-panel";
import { useWalletBalance } from "./use-payment-queries";

/** Pay from the wallet: the balance, credit limit and available amount; disabled when it does not cover the amount. */
export function WalletPaymentPanel({ amount, currency, isPaying, onPay }: { amount: number; currency: string; isPaying: boolean; onPay: () => void }) {
  const wallet = useWalletBalance();
  const data = wallet.data;
  const isShort = data !== undefined && data.availableBalance < amount;
  return (
    <PaymentPanel title="Pay by wallet">
      {wallet.isPending ? <p className="text-sm text-slate-500">Loading the wallet balance...</p> : null}
      {wallet.isError ? (
        <p role="alert" className="text-sm text-red-600">
          {messageOf(wallet.error)}
        </p>
      ) : null}
      {data ? (
        <dl className="grid grid-cols-1 gap-2 text-sm min-[601px]:grid-cols-3">
          <div>
            <dt className="text-slate-600">Wallet balance</dt>
            <dd className="font-semibold tabular-nums" data-testid="pay-wallet-balance">
              {formatMoney(data.balance, data.currency)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-600">Credit limit</dt>
            <dd className="font-semibold tabular-nums">{formatMoney(data.creditLimit, data.currency)}</dd>
          </div>
          <div>
            <dt className="text-slate-600">Available</dt>
            <dd className="font-semibold tabular-nums" data-testid="pay-wallet-available">
              {formatMoney(data.availableBalance, data.currency)}
            </dd>
          </div>
        </dl>
      ) : null}
      {isShort ? (
        <p role="alert" className="text-sm text-red-600">
          {WalletMessages.insufficientBalance}
        </p>
      ) : null}
      <Button onClick={onPay} loading={isPaying} disabled={!data || isShort} className="w-full min-[601px]:w-auto">
        Pay {formatMoney(amount, currency)} from wallet
      </Button>
    </PaymentPanel>
  );
}

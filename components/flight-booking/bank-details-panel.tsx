"use client";

import Link from "next/link";
import { PaymentPanel } from "./payment-panel";
import { useBankDetails } from "./use-payment-queries";

/** The site's bank accounts: transfer, then record the transfer for the wallet (staff approve it). */
export function BankDetailsPanel() {
  const bank = useBankDetails();
  const accounts = bank.data?.result ?? [];
  if (bank.isPending || bank.isError || accounts.length === 0) return null;
  return (
    <PaymentPanel title="Pay by bank transfer">
      <p className="text-sm text-slate-600">
        Transfer to one of these accounts and{" "}
        <Link href="/user/transactionHistory" className="text-brand underline-offset-2 hover:underline">
          record the transfer
        </Link>
        ; it is added to your wallet once approved, and you can then pay from the wallet.
      </p>
      <ul className="grid grid-cols-1 gap-3 min-[601px]:grid-cols-2">
        {accounts.map((a) => (
          <li key={`${a.bankName}-${a.accountNumber}`} className="rounded border border-slate-200 p-3 text-sm">
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
              <dt className="text-slate-600">Bank</dt>
              <dd className="font-medium">{a.bankName}</dd>
              <dt className="text-slate-600">Account name</dt>
              <dd>{a.accountName}</dd>
              <dt className="text-slate-600">Account number</dt>
              <dd className="font-mono break-all">{a.accountNumber}</dd>
              <dt className="text-slate-600">IFSC</dt>
              <dd className="font-mono">{a.ifsc}</dd>
              <dt className="text-slate-600">Branch</dt>
              <dd>{a.branch}</dd>
              {a.upiId ? (
                <>
                  <dt className="text-slate-600">UPI</dt>
                  <dd className="break-all">{a.upiId}</dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ul>
    </PaymentPanel>
  );
}

"use client";

import { useState } from "react";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Pagination } from "@/components/ui/pagination";
import { BankTransferForm } from "./bank-transfer-form";
import { useMyWalletEntries } from "./use-wallet";
import { WalletBalanceCard } from "./wallet-balance-card";
import { WalletEntriesTable } from "./wallet-entries-table";

/** /user/transactionHistory: the balance, the paged ledger and the bank-transfer form. */
export function TransactionHistoryScreen({ canRecordTransfer }: { canRecordTransfer: boolean }) {
  const [page, setPage] = useState(1);
  const { data, isPending, isError, error } = useMyWalletEntries(page);
  return (
    <div className="space-y-4">
      <LoadingOverlay show={isPending} label="Loading transactions..." />
      {isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : null}
      {data ? (
        <>
          <WalletBalanceCard balance={data.balance} />
          <section aria-labelledby="wallet-transactions-title" className="space-y-3">
            <h2 id="wallet-transactions-title" className="text-lg font-semibold">
              Transactions
            </h2>
            <WalletEntriesTable records={data.records} currency={data.balance.currency} />
            <Pagination page={data.page} totalPages={data.totalPages} onPageChange={setPage} />
          </section>
        </>
      ) : null}
      {canRecordTransfer ? <BankTransferForm /> : null}
    </div>
  );
}

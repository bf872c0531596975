"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { Modal } from "@/components/ui/modal";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { Messages } from "@/lib/constants";
import { formatMoney } from "@/lib/money";
import { useDecidePaymentEntry, usePaymentEntries, type EntryStatus, type PaymentEntry } from "./use-payment-entries";

const STATUSES: { value: EntryStatus; label: string }[] = [
  { value: "pending", label: "Pending" },
  { value: "approved", label: "Approved" },
  { value: "rejected", label: "Rejected" },
];

type Decision = { entry: PaymentEntry; decision: "approve" | "reject" };

/** Staff: agents' recorded bank transfers; approving credits the wallet once, rejecting credits nothing. */
export function PaymentEntriesScreen({ canApprove }: { canApprove: boolean }) {
  const toast = useToast();
  const [status, setStatus] = useState<EntryStatus>("pending");
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<Decision | null>(null);
  const { data, isLoading } = usePaymentEntries(status, page);
  const decide = useDecidePaymentEntry();

  const confirm = async () => {
    if (!pending) return;
    const result = await decide.mutateAsync({ paymentEntryId: pending.entry.id, decision: pending.decision }).catch(() => null);
    setPending(null);
    if (result) toast.success(result.message);
  };

  return (
    <section className="space-y-3">
      <LoadingOverlay show={isLoading || decide.isPending} />
      <div role="tablist" aria-label="Payment entry status" className="flex gap-2">
        {STATUSES.map((s) => (
          <button
            key={s.value}
            type="button"
            role="tab"
            aria-selected={status === s.value}
            onClick={() => {
              setStatus(s.value);
              setPage(1);
            }}
            className={`rounded px-3 py-1 text-sm ${status === s.value ? "bg-[var(--brand-color)] text-white" : "border border-slate-300"}`}
          >
            {s.label}
          </button>
        ))}
      </div>
      {data && data.records.length === 0 ? <p className="text-slate-500">{Messages.noRequests}</p> : null}
      <ul className="space-y-2" aria-label="Payment entries">
        {data?.records.map((entry) => (
          <li key={entry.id} className="flex flex-wrap items-center justify-between gap-3 rounded border border-slate-200 bg-white p-3">
            <div className="min-w-0">
              <p className="font-medium">
                {formatMoney(entry.amount)} <span className="text-sm text-slate-500">UTR {entry.bankReference}</span>
              </p>
              <p className="text-sm text-slate-600">
                <span className="font-medium text-slate-800" data-testid="payment-entry-customer">
                  {entry.companyName ?? entry.userName}
                </span>
                {entry.companyName ? ` (${entry.userName})` : ""}, transferred {entry.transferDate}
                {entry.remark ? `, ${entry.remark}` : ""}
              </p>
            </div>
            {entry.status === "pending" && canApprove ? (
              <div className="flex gap-2">
                <Button onClick={() => setPending({ entry, decision: "approve" })}>Approve</Button>
                <Button variant="danger" onClick={() => setPending({ entry, decision: "reject" })}>
                  Reject
                </Button>
              </div>
            ) : (
              <span className="text-sm capitalize text-slate-600">{entry.status}</span>
            )}
          </li>
        ))}
      </ul>
      {data ? <Pagination page={data.page} totalPages={Math.max(1, data.totalPages)} onPageChange={setPage} /> : null}
      <Modal
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.decision === "approve" ? "Approve this transfer?" : "Reject this transfer?"}
        okLabel="Cancel"
        actions={
          <Button variant={pending?.decision === "approve" ? "primary" : "danger"} onClick={confirm}>
            {pending?.decision === "approve" ? "Yes, approve" : "Yes, reject"}
          </Button>
        }
      >
        {pending ? (
          <p>
            {formatMoney(pending.entry.amount)} (UTR {pending.entry.bankReference})
            {pending.decision === "approve" ? " will be credited to the customer's wallet." : " will not be credited."}
          </p>
        ) : null}
      </Modal>
    </section>
  );
}

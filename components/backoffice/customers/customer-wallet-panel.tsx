"use client";

import { useState, type FormEvent } from "react";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { formatSignedAmount } from "@/components/account/wallet/wallet-entries-table";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { ZAddWalletEntryRequest, type TWalletEntryView } from "@/lib/contracts/wallet";
import { formatSiteDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { errorText, useAddWalletEntry, useCustomerWallet } from "./use-customer-admin";

const KIND_LABEL: Record<TWalletEntryView["kind"], string> = {
  topUp: "Top-up",
  staffCredit: "Staff credit",
  staffDebit: "Staff debit",
  bookingDebit: "Booking",
  refundCredit: "Refund",
  paymentEntryApproved: "Bank transfer",
};

type EntryType = "credit" | "debit";
type FormErrors = Partial<Record<"amount" | "type" | "remark", string>>;

/** A fresh idempotency key per entry (a retry of the same submission reuses it). */
function newKey(): string {
  const random = typeof crypto !== "undefined" && "randomUUID" in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return `staff-${random}`;
}

function EntryForm({ userId, types }: { userId: number; types: EntryType[] }) {
  const toast = useToast();
  const add = useAddWalletEntry(userId);
  const [type, setType] = useState<EntryType>(types[0]);
  const [amount, setAmount] = useState("");
  const [remark, setRemark] = useState("");
  const [key, setKey] = useState(newKey);
  const [errors, setErrors] = useState<FormErrors>({});
  const ids = { type: `wallet-${userId}-type`, amount: `wallet-${userId}-amount`, remark: `wallet-${userId}-remark` };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAddWalletEntryRequest.safeParse({ userId, type, amount: amount.trim() === "" ? undefined : Number(amount), remark, idempotencyKey: key });
    if (!parsed.success) {
      const found: FormErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof FormErrors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      const answer = await add.mutateAsync({ userId, type, amount: Number(amount), remark: remark.trim(), idempotencyKey: key });
      toast.success(answer.message);
      setAmount("");
      setRemark("");
      setKey(newKey());
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError as FormErrors);
    }
  };

  const aria = (field: keyof FormErrors, id: string) => (errors[field] ? { "aria-invalid": true as const, "aria-describedby": getFieldErrorId(id) } : {});
  const input = "w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm aria-[invalid=true]:border-red-500";

  return (
    <form noValidate aria-label="Wallet entry" onSubmit={(e) => void onSubmit(e)} className="grid gap-2 min-[480px]:grid-cols-2 min-[480px]:items-start sm:grid-cols-[8rem_9rem_1fr_auto]">
      <Field label="Entry" htmlFor={ids.type} error={errors.type}>
        <select id={ids.type} value={type} onChange={(e) => setType(e.target.value as EntryType)} className={`${input} bg-white`}>
          {types.map((t) => (
            <option key={t} value={t}>
              {t === "credit" ? "Credit" : "Debit"}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Amount (₹)" htmlFor={ids.amount} error={errors.amount} required>
        <input id={ids.amount} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} className={input} {...aria("amount", ids.amount)} />
      </Field>
      <Field label="Remark" htmlFor={ids.remark} error={errors.remark} required>
        <input id={ids.remark} value={remark} maxLength={500} onChange={(e) => setRemark(e.target.value)} className={input} {...aria("remark", ids.remark)} />
      </Field>
      <Button type="submit" loading={add.isPending} className="min-h-8 py-1 min-[480px]:mt-6">
        Post entry
      </Button>
      {add.error && !(add.error instanceof ApiError && add.error.shortError) ? (
        <p role="alert" className="text-xs text-red-600 min-[480px]:col-span-2 sm:col-span-4">
          {errorText(add.error)}
        </p>
      ) : null}
    </form>
  );
}

/** The customer's wallet: balance, the latest entries and, with the permission, a staff credit or debit through the ledger. */
export function CustomerWalletPanel({ userId, permissions }: { userId: number; permissions: ReadonlySet<string> }) {
  const timeZone = useSiteTimeZone();
  const wallet = useCustomerWallet(userId, true);
  const types: EntryType[] = [...(permissions.has("wallet.customerWallets.credit") ? (["credit"] as const) : []), ...(permissions.has("wallet.customerWallets.debit") ? (["debit"] as const) : [])];

  if (wallet.isLoading) return <p className="text-sm text-slate-500">Loading wallet…</p>;
  if (!wallet.data) return <p className="text-sm text-red-600">{errorText(wallet.error) ?? "Could not load the wallet."}</p>;
  const { balance, records } = wallet.data;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-3 gap-2 text-sm">
        {[
          { label: "Available", value: balance.availableBalance, testId: "customer-wallet-available" },
          { label: "Balance", value: balance.balance, testId: "customer-wallet-balance" },
          { label: "Credit limit", value: balance.creditLimit, testId: "customer-wallet-credit-limit" },
        ].map((item) => (
          <div key={item.label} className="rounded border border-slate-200 px-2 py-1.5">
            <dt className="text-xs text-slate-500">{item.label}</dt>
            <dd className="font-semibold text-slate-900" data-testid={item.testId}>
              {formatMoney(item.value, balance.currency)}
            </dd>
          </div>
        ))}
      </dl>
      {records.length === 0 ? (
        <p className="text-sm text-slate-500">No transactions yet.</p>
      ) : (
        <ul aria-label="Recent wallet entries" className="divide-y divide-slate-100 rounded border border-slate-200 text-sm">
          {records.map((entry) => (
            <li key={entry.id} className="flex flex-wrap items-baseline gap-x-3 px-2 py-1">
              <span className="text-xs whitespace-nowrap text-slate-500">{formatSiteDateTime(entry.date, timeZone)}</span>
              <span className="text-xs text-slate-700">{KIND_LABEL[entry.kind]}</span>
              <span className="min-w-0 flex-1 truncate text-slate-800">{entry.remark ?? entry.pnr ?? ""}</span>
              <span className={`font-medium whitespace-nowrap ${entry.amount < 0 ? "text-red-700" : "text-green-700"}`}>{formatSignedAmount(entry.amount, balance.currency)}</span>
            </li>
          ))}
        </ul>
      )}
      {types.length > 0 ? <EntryForm userId={userId} types={types} /> : null}
    </div>
  );
}

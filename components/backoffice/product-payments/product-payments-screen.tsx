"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { Modal } from "@/components/ui/modal";
import { StatusMessage, type StatusMessageValue } from "@/components/ui/status-message";
import { api, ApiError } from "@/lib/api-client";
import { PAYMENT_LINK_STATUSES, PRODUCT_KINDS, PRODUCT_PAYMENT_STATUSES, type TStaffPaymentLink, type TStaffProductPayment } from "@/lib/contracts/product-payments-staff";
import { formatMoney } from "@/lib/money";

type Filters = { status?: string; kind?: string; from?: string; to?: string };
type Props = { tab: "payments" | "links"; filters: Filters; payments: TStaffProductPayment[]; links: TStaffPaymentLink[]; canRefund: boolean };

const KIND_LABEL: Record<string, string> = { insurance: "Insurance", fixedDeparture: "Fixed departure", quotation: "Quotation", paymentLink: "Payment link" };
const INPUT = "min-h-8 rounded-md border border-slate-300 bg-white px-2 text-sm";
const when = (iso: string | null) => (iso ? iso.replace("T", " ").slice(0, 16) : "—");
const STATUS_TONE: Record<string, string> = { paid: "bg-green-50 text-green-800", refunded: "bg-amber-50 text-amber-800", failed: "bg-red-50 text-red-700", cancelled: "bg-slate-100 text-slate-600" };
const Status = ({ s }: { s: string }) => <span className={`rounded px-1.5 py-0.5 text-xs font-medium ${STATUS_TONE[s] ?? "bg-slate-100 text-slate-700"}`}>{s}</span>;

function FilterBar({ tab, filters }: { tab: Props["tab"]; filters: Filters }) {
  const statuses = tab === "links" ? PAYMENT_LINK_STATUSES : PRODUCT_PAYMENT_STATUSES;
  return (
    <form method="get" action="/staff/product-payments" className="flex flex-wrap items-end gap-2 text-xs text-slate-600" aria-label="Filters">
      <input type="hidden" name="tab" value={tab} />
      <label className="grid gap-0.5">
        Status
        <select name="status" defaultValue={filters.status ?? ""} className={INPUT}>
          <option value="">All</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      </label>
      {tab === "payments" ? (
        <label className="grid gap-0.5">
          Product
          <select name="kind" defaultValue={filters.kind ?? ""} className={INPUT}>
            <option value="">All</option>
            {PRODUCT_KINDS.map((k) => (
              <option key={k} value={k}>
                {KIND_LABEL[k]}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <label className="grid gap-0.5">
        From
        <input type="date" name="from" defaultValue={filters.from ?? ""} className={INPUT} />
      </label>
      <label className="grid gap-0.5">
        To
        <input type="date" name="to" defaultValue={filters.to ?? ""} className={INPUT} />
      </label>
      <Button type="submit" className="min-h-8 px-3 py-1">
        Filter
      </Button>
    </form>
  );
}

/** /staff/product-payments: product payments and payment links (decision 0048). */
export function ProductPaymentsScreen({ tab, filters, payments, links, canRefund }: Props) {
  const router = useRouter();
  const [confirm, setConfirm] = useState<TStaffProductPayment | null>(null);
  const [message, setMessage] = useState<StatusMessageValue | null>(null);
  const [busy, setBusy] = useState(false);

  const refund = async (p: TStaffProductPayment) => {
    setBusy(true);
    try {
      const r = (await api.post<{ data: { message: string; refunded: number } }>("/api/productPayment/refund", { paymentId: p.id })).data;
      setMessage({ tone: "ok", text: `${r.message}: ${formatMoney(r.refunded, p.currency)} to ${p.payerName}'s wallet` });
      router.refresh();
    } catch (e) {
      setMessage({ tone: "error", text: e instanceof ApiError || e instanceof Error ? e.message : "Some error occurred" });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  };

  const paymentColumns: DataTableColumn<TStaffProductPayment>[] = [
    { id: "created", header: "Created", cell: (p) => when(p.createdAt), className: "whitespace-nowrap" },
    { id: "kind", header: "Product", cell: (p) => KIND_LABEL[p.productKind] ?? p.productKind, className: "whitespace-nowrap" },
    { id: "description", header: "Description", cell: (p) => <span className="line-clamp-2 max-w-[18rem]">{p.description}</span>, canHide: false },
    { id: "payer", header: "Payer", cell: (p) => <span className="flex flex-col"><span>{p.payerName}</span><span className="text-xs text-slate-500">{p.payerEmail}</span></span> },
    { id: "amount", header: "Amount", cell: (p) => formatMoney(p.amount, p.currency), className: "whitespace-nowrap text-right" },
    { id: "method", header: "Method", cell: (p) => p.method, isHiddenByDefault: true },
    { id: "status", header: "Status", cell: (p) => <Status s={p.status} /> },
    { id: "refunded", header: "Refunded", cell: (p) => (p.refundedAmount ? formatMoney(p.refundedAmount, p.currency) : "—"), className: "whitespace-nowrap" },
    { id: "paid", header: "Paid", cell: (p) => when(p.paidAt), className: "whitespace-nowrap", isHiddenByDefault: true },
    { id: "order", header: "Gateway order", cell: (p) => <span className="font-mono text-xs">{p.gatewayOrderId ?? "—"}</span>, isHiddenByDefault: true },
  ];
  const linkColumns: DataTableColumn<TStaffPaymentLink>[] = [
    { id: "created", header: "Created", cell: (l) => when(l.createdAt), className: "whitespace-nowrap" },
    { id: "purpose", header: "Purpose", cell: (l) => <span className="line-clamp-2 max-w-[18rem]">{l.purpose}</span>, canHide: false },
    { id: "quotation", header: "Quotation", cell: (l) => (l.quotationId ? <Link className="text-brand underline" href={`/staff/dmc-quotes?quotation=${l.quotationId}`}>{l.quotationRef}</Link> : "—") },
    { id: "customer", header: "Customer", cell: (l) => l.customerEmail },
    { id: "amount", header: "Amount", cell: (l) => formatMoney(l.amount, l.currency), className: "whitespace-nowrap text-right" },
    { id: "status", header: "Status", cell: (l) => <Status s={l.status} /> },
    { id: "paidAt", header: "Paid", cell: (l) => when(l.paidAt), className: "whitespace-nowrap" },
    { id: "by", header: "Created by", cell: (l) => l.createdByName ?? "—", isHiddenByDefault: true },
  ];

  const tabLink = (t: Props["tab"], label: string) => (
    <Link href={`/staff/product-payments${t === "links" ? "?tab=links" : ""}`} aria-current={t === tab ? "page" : undefined} className={t === tab ? "rounded bg-brand px-2 py-1 text-white" : "rounded border border-slate-300 bg-white px-2 py-1 text-slate-700 hover:border-brand"}>
      {label}
    </Link>
  );

  return (
    <div className="space-y-3">
      <nav aria-label="Lists" className="flex flex-wrap gap-1 text-sm">
        {tabLink("payments", "Payments")}
        {tabLink("links", "Payment links")}
      </nav>
      <StatusMessage message={message} />
      {tab === "payments" ? (
        <DataTable
          tableId="product-payments"
          label="Product payments"
          columns={paymentColumns}
          rows={payments}
          getRowId={(p) => p.id}
          emptyMessage="No Reults found!"
          toolbar={<FilterBar tab={tab} filters={filters} />}
          rowActions={canRefund ? [{ id: "refund", label: "Refund", tone: "danger", isVisible: (p) => p.canRefund, onSelect: (p) => setConfirm(p) }] : []}
        />
      ) : (
        <DataTable
          tableId="payment-links"
          label="Payment links"
          columns={linkColumns}
          rows={links}
          getRowId={(l) => l.id}
          emptyMessage="No Reults found!"
          toolbar={<FilterBar tab={tab} filters={filters} />}
        />
      )}
      <Modal
        open={confirm !== null}
        onOpenChange={(open) => (open ? undefined : setConfirm(null))}
        title="Refund this payment?"
        description={confirm ? `${confirm.description}: the product is cancelled and refunded by its own rule to ${confirm.payerName}'s wallet.` : undefined}
        okLabel="Keep it"
        actions={
          <Button variant="danger" loading={busy} onClick={() => confirm && void refund(confirm)}>
            Refund
          </Button>
        }
      />
    </div>
  );
}

"use client";

import Link from "next/link";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import type { TPaymentView } from "@/lib/contracts/payments";
import { useSiteTimeZone } from "@/components/layout/site-time-zone";
import { formatSiteDateTime } from "@/lib/dates";
import { formatMoney } from "@/lib/money";
import { useOrderPayments } from "./use-order-payments";

const METHOD_LABEL: Record<string, string> = { wallet: "Wallet", razorpay: "Razorpay", testGateway: "Test gateway", phonepe: "PhonePe" };
const STATUS_LABEL: Record<string, string> = { created: "Pending", paid: "Paid", failed: "Failed", refunded: "Refunded" };
const STATUS_CLASS: Record<string, string> = { paid: "text-green-700", failed: "text-red-700", refunded: "text-amber-700", created: "text-slate-700" };

const cell = "block p-1 min-[601px]:table-cell min-[601px]:p-2";

function PaymentsTable({ rows, showOrder }: { rows: TPaymentView[]; showOrder: boolean }) {
  const timeZone = useSiteTimeZone();
  if (rows.length === 0) return <p className="rounded border border-slate-200 bg-white p-4 text-slate-600">No payments yet.</p>;
  return (
    <table className="w-full border-collapse text-sm" aria-label="Payments">
      <thead className="hidden min-[601px]:table-header-group">
        <tr className="border-b border-slate-200 text-left text-slate-600">
          <th scope="col" className="p-2">Date</th>
          {showOrder ? <th scope="col" className="p-2">Order</th> : null}
          <th scope="col" className="p-2">Flight</th>
          <th scope="col" className="p-2">Method</th>
          <th scope="col" className="p-2">Status</th>
          <th scope="col" className="p-2">Gateway ids</th>
          <th scope="col" className="p-2 text-right">Amount</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((p) => (
          <tr key={p.id} className="block border-b border-slate-200 bg-white p-2 min-[601px]:table-row min-[601px]:p-0">
            <td className={cell}>{formatSiteDateTime(p.paidAt ?? p.createdAt, timeZone)}</td>
            {showOrder ? (
              <td className={cell}>
                <Link href={`/user/payments/${p.orderId}`} className="text-[var(--brand-color)] hover:underline">
                  {p.orderId.slice(0, 8)}
                </Link>
              </td>
            ) : null}
            <td className={cell}>
              {p.route}
              {p.legIndex === 1 ? " (return)" : ""}
            </td>
            <td className={cell}>{METHOD_LABEL[p.method] ?? p.method}</td>
            <td className={`${cell} font-medium ${STATUS_CLASS[p.status] ?? ""}`}>
              {STATUS_LABEL[p.status] ?? p.status}
              {p.status === "failed" && p.errorMessage ? <span className="block text-xs font-normal text-slate-600">{p.errorMessage}</span> : null}
            </td>
            <td className={`${cell} break-all font-mono text-xs`}>
              {p.gatewayOrderId ?? ""}
              {p.gatewayPaymentId ? <span className="block">{p.gatewayPaymentId}</span> : null}
            </td>
            <td className={`${cell} font-medium min-[601px]:text-right`}>{formatMoney(p.amount, p.currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /user/payments/{orderId optional}: an order's payment attempts, or the caller's recent payments. */
export function PaymentsScreen({ orderId }: { orderId: string | null }) {
  const { data, isPending, isError, error } = useOrderPayments(orderId);
  return (
    <div className="space-y-4">
      <LoadingOverlay show={isPending} label="Loading payments..." />
      {isError ? (
        <p role="alert" className="text-red-700">
          {error.message}
        </p>
      ) : null}
      {data ? <PaymentsTable rows={data} showOrder={orderId === null} /> : null}
      {orderId ? (
        <Link href="/user/payments" className="inline-block text-sm text-[var(--brand-color)] hover:underline">
          All my payments
        </Link>
      ) : null}
    </div>
  );
}

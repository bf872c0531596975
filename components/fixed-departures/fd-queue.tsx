"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { readGatewayReturn } from "@/components/payments/return-url";
import { DataTable, type DataTableColumn } from "@/components/ui/data-table";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import { FD_BOOKING_STATUS_LABELS, type TFdBookingView } from "@/lib/contracts/fixed-departures";
import { PaymentMessages } from "@/lib/contracts/payments";
import { formatMoney } from "@/lib/money";
import { EditNames } from "./edit-names";
import { PayBalance } from "./pay-balance";

const today = () => new Date().toISOString().slice(0, 10);

const QUEUE = "/app/flight/fixedDepartureQueue";

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await api.post<ApiEnvelope<T>>(path, body);
  if (!res.success || !res.data) throw new ApiError(res.errorMessage ?? "Something went wrong", 400);
  return res.data;
}

const printPath = (b: TFdBookingView) => `/flight/fixedDeparture/print/${encodeURIComponent(b.fdSlug)}`;

function columns(isStaff: boolean, gatewayName: string | null, onPaid: (text: string) => void): DataTableColumn<TFdBookingView>[] {
  return [
    { id: "reference", header: "Reference", canHide: false, cell: (b) => <span className="font-mono">{b.reference}</span> },
    { id: "route", header: "Route", cell: (b) => (b.supplierName ? `${b.origin}-${b.destination} (${b.supplierName})` : `${b.origin}-${b.destination}`) },
    { id: "date", header: "Departure", cell: (b) => b.departureDate, className: "whitespace-nowrap" },
    { id: "pnr", header: "PNR", cell: (b) => b.pnr ?? "—" },
    { id: "pax", header: "Passengers", cell: (b) => b.passengers.map((p) => `${p.firstName} ${p.lastName}`).join(", ") },
    ...(isStaff ? [{ id: "bookedBy", header: "Booked by", cell: (b: TFdBookingView) => b.bookedBy }] : []),
    { id: "amount", header: "Amount", cell: (b) => formatMoney(b.amount, b.currency), className: "text-right tabular-nums", headerClassName: "text-right" },
    { id: "balance", header: "Balance", cell: (b) => (b.balanceDue > 0 ? `${formatMoney(b.balanceDue, b.currency)} by ${b.balanceDueDate}` : "—"), className: "text-right tabular-nums", headerClassName: "text-right" },
    { id: "status", header: "Status", cell: (b) => FD_BOOKING_STATUS_LABELS[b.status] },
    // The owner's actions (staff list everyone's bookings and collect by payment link).
    ...(isStaff
      ? []
      : [
          {
            id: "pay",
            header: "Pay",
            canHide: false,
            cell: (b: TFdBookingView) => (b.status === "confirmed" && b.balanceDue > 0 ? <PayBalance booking={b} gatewayName={gatewayName} onPaid={onPaid} /> : null),
          },
          {
            id: "names",
            header: "Names",
            canHide: false,
            cell: (b: TFdBookingView) => ((b.status === "confirmed" || b.status === "paid") && b.namesDueDate >= today() ? <EditNames booking={b} onSaved={onPaid} /> : null),
          },
        ]),
    {
      id: "print",
      header: "Print",
      canHide: false,
      cell: (b) =>
        b.status === "confirmed" || b.status === "paid" ? (
          <Link href={printPath(b)} className="font-medium text-brand hover:underline">
            Print
          </Link>
        ) : null,
    },
  ];
}

/** The fixed-departure queue (spec 000 fixedDepartureQueue): staff see every booking, others their own. Confirms a gateway payment coming back. */
export function FdQueue({ isStaff, gatewayName = null }: { isStaff: boolean; gatewayName?: string | null }) {
  const params = useSearchParams();
  const router = useRouter();
  const queryClient = useQueryClient();
  const done = useRef(false);
  // What the URL says on arrival (booked by wallet, or the gateway's error); a gateway success is confirmed below.
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(() => {
    if (params.get("booked")) return { text: `${PaymentMessages.successful}: your seats are booked.`, isError: false };
    const answer = readGatewayReturn(new URLSearchParams(params.toString()));
    return params.get("paymentId") && answer?.status === "error" ? { text: answer.error, isError: true } : null;
  });
  const query = useQuery({ queryKey: ["fd-queue"], queryFn: () => post<{ result: TFdBookingView[] }>("/api/fixedDeparture/queue", {}) });

  useEffect(() => {
    if (done.current) return;
    if (params.get("booked")) {
      done.current = true;
      router.replace(QUEUE);
      return;
    }
    const paymentId = params.get("paymentId");
    const answer = readGatewayReturn(new URLSearchParams(params.toString()));
    if (!paymentId || !answer) return;
    done.current = true;
    if (answer.status === "error") {
      router.replace(QUEUE);
      return;
    }
    const what = params.get("balance") ? "the balance is paid." : "your seats are booked.";
    post("/api/productPayment/confirm", { paymentId, ...answer.result })
      .then(() => setNotice({ text: `${PaymentMessages.successful}: ${what}`, isError: false }))
      .catch((e: unknown) => setNotice({ text: e instanceof Error ? e.message : PaymentMessages.unsuccessful, isError: true }))
      .finally(() => {
        void queryClient.invalidateQueries({ queryKey: ["fd-queue"] });
        router.replace(QUEUE);
      });
  }, [params, router, queryClient]);

  const rows = query.data?.result ?? [];
  return (
    <div className="space-y-3">
      {notice ? (
        <p role={notice.isError ? "alert" : "status"} className={notice.isError ? "text-sm text-red-700" : "text-sm text-green-800"}>
          {notice.text}
        </p>
      ) : null}
      {query.error ? (
        <p role="alert" className="text-sm text-red-700">
          {query.error.message}
        </p>
      ) : null}
      <DataTable
        tableId="fd-queue"
        label="Fixed-departure bookings"
        columns={columns(isStaff, gatewayName, (text) => {
          setNotice({ text, isError: false });
          void queryClient.invalidateQueries({ queryKey: ["fd-queue"] });
        })}
        rows={rows}
        getRowId={(b) => b.id}
        isLoading={query.isLoading}
        emptyMessage="No Reults found!"
      />
    </div>
  );
}

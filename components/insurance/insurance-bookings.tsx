"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { readGatewayReturn } from "@/components/payments/return-url";
import { Button } from "@/components/ui/button";
import { LoadingOverlay } from "@/components/ui/loading-overlay";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import { INSURANCE_REGION_LABELS, type TInsurancePolicyView } from "@/lib/contracts/insurance";
import { PaymentMessages } from "@/lib/contracts/payments";
import { formatMoney } from "@/lib/money";

const STATUS: Record<TInsurancePolicyView["status"], { label: string; className: string }> = {
  pending: { label: "Awaiting payment", className: "bg-amber-100 text-amber-900" },
  issued: { label: "Issued", className: "bg-green-100 text-green-800" },
  cancelled: { label: "Cancelled", className: "bg-slate-200 text-slate-700" },
};

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await api.post<ApiEnvelope<T>>(path, body);
  if (!res.success || !res.data) throw new ApiError(res.errorMessage ?? "Something went wrong", 400);
  return res.data;
}

/** After the gateway: confirms the payment named in the query once, then clears the query. */
function useGatewayReturn(onDone: (message: { text: string; isError: boolean }) => void) {
  const params = useSearchParams();
  const router = useRouter();
  const done = useRef(false);
  useEffect(() => {
    if (params.get("issued") && !done.current) {
      done.current = true;
      onDone({ text: `${PaymentMessages.successful}: your policy is issued.`, isError: false });
      router.replace("/insurance/insurance-bookings");
      return;
    }
    const paymentId = params.get("paymentId");
    const answer = readGatewayReturn(new URLSearchParams(params.toString()));
    if (!paymentId || !answer || done.current) return;
    done.current = true;
    if (answer.status === "error") {
      onDone({ text: answer.error, isError: true });
      router.replace("/insurance/insurance-bookings");
      return;
    }
    post("/api/productPayment/confirm", { paymentId, ...answer.result })
      .then(() => onDone({ text: `${PaymentMessages.successful}: your policy is issued.`, isError: false }))
      .catch((e: unknown) => onDone({ text: e instanceof Error ? e.message : PaymentMessages.unsuccessful, isError: true }))
      .finally(() => router.replace("/insurance/insurance-bookings"));
  }, [params, router, onDone]);
}

function PolicyCard({ policy, onCancelled }: { policy: TInsurancePolicyView; onCancelled: (text: string) => void }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => post<{ policy: TInsurancePolicyView; message: string }>("/api/insurance/cancelPolicy", { id: policy.id }),
    onSuccess: (data) => {
      setConfirming(false);
      onCancelled(`${data.message}. ${formatMoney(data.policy.refundAmount ?? 0, data.policy.currency)} refunded to your wallet.`);
      void queryClient.invalidateQueries({ queryKey: ["insurance", "bookings"] });
      // The header's wallet balance shows the refund.
      void queryClient.invalidateQueries({ queryKey: ["wallet", "header-balance"] });
    },
  });
  const status = STATUS[policy.status];
  const travellers = policy.travellers.map((t) => `${t.firstName} ${t.lastName}`).join(", ");
  return (
    <article aria-label={`Policy ${policy.policyNumber ?? policy.id}`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {policy.planName} · {policy.destination}
        </h2>
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${status.className}`}>{status.label}</span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm min-[601px]:grid-cols-[auto_1fr_auto_1fr]">
        <dt className="text-slate-600">Policy number</dt>
        <dd className="break-all font-mono" data-testid="policy-number">
          {policy.policyNumber ?? "Not issued yet"}
        </dd>
        <dt className="text-slate-600">Dates</dt>
        <dd>
          {policy.startDate} to {policy.endDate}
        </dd>
        <dt className="text-slate-600">Region</dt>
        <dd>{INSURANCE_REGION_LABELS[policy.region as keyof typeof INSURANCE_REGION_LABELS] ?? policy.region}</dd>
        <dt className="text-slate-600">Premium</dt>
        <dd>{formatMoney(policy.premium, policy.currency)}</dd>
        <dt className="text-slate-600">Travellers</dt>
        <dd className="min-[601px]:col-span-3">{travellers}</dd>
        {policy.status === "cancelled" ? (
          <>
            <dt className="text-slate-600">Refund</dt>
            <dd className="min-[601px]:col-span-3" data-testid="policy-refund">
              {formatMoney(policy.refundAmount ?? 0, policy.currency)} ({policy.refundRule})
            </dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        {policy.policyNumber ? (
          <a href={`/api/insurance/getCertificate?id=${policy.id}`} className="rounded-md border border-brand px-3 py-1.5 text-sm font-medium text-brand hover:bg-slate-50" download>
            Download certificate
          </a>
        ) : null}
        {policy.status === "issued" && policy.refundIfCancelledToday !== null && !confirming ? (
          <Button variant="secondary" onClick={() => setConfirming(true)}>
            Cancel policy
          </Button>
        ) : null}
        {confirming && policy.status === "issued" ? (
          <div role="group" aria-label="Confirm cancellation" className="flex flex-wrap items-center gap-2 text-sm">
            <span>Cancel and get {formatMoney(policy.refundIfCancelledToday ?? 0, policy.currency)} back to your wallet?</span>
            <Button variant="danger" loading={cancel.isPending} onClick={() => cancel.mutate()}>
              Yes, cancel
            </Button>
            <Button variant="secondary" disabled={cancel.isPending} onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </div>
        ) : null}
      </div>
      {cancel.error ? (
        <p role="alert" className="text-sm text-red-700">
          {cancel.error.message}
        </p>
      ) : null}
    </article>
  );
}

/** The user's policies (newest first) with the gateway's return handled on arrival. */
export function InsuranceBookings() {
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const queryClient = useQueryClient();
  const bookings = useQuery({
    queryKey: ["insurance", "bookings"],
    queryFn: () => post<{ result: TInsurancePolicyView[] }>("/api/insurance/getBookings", {}).then((d) => d.result),
  });
  const onGateway = useCallback(
    (message: { text: string; isError: boolean }) => {
      setNotice(message);
      void queryClient.invalidateQueries({ queryKey: ["insurance", "bookings"] });
    },
    [queryClient],
  );
  useGatewayReturn(onGateway);

  return (
    <div className="relative space-y-3">
      {notice ? (
        <p role={notice.isError ? "alert" : "status"} className={`rounded-md p-3 text-sm ${notice.isError ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}>
          {notice.text}
        </p>
      ) : null}
      <LoadingOverlay show={bookings.isPending} />
      {bookings.error ? <p role="alert">{bookings.error.message}</p> : null}
      {bookings.data?.length === 0 ? <p className="rounded border border-slate-200 bg-white p-4 text-slate-600">No insurance policies yet.</p> : null}
      {bookings.data?.map((p) => (
        <PolicyCard key={p.id} policy={p} onCancelled={(text) => setNotice({ text, isError: false })} />
      ))}
    </div>
  );
}

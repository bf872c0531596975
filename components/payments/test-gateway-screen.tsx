"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TGatewaySuccess } from "@/lib/contracts/payments";
import { formatMoney } from "@/lib/money";
import { buildGatewayReturnUrl } from "./return-url";

type Order = { gatewayOrderId: string; amount: number; currency: string; status: string; description: string; isExpired: boolean };
type Props = { order: Order; merchant: string; logoUrl: string | null; returnTo: string };
type Answer = TGatewaySuccess | { error: { code: string; description: string } };

/** The test gateway's checkout card: "Pay ₹X" or "Fail payment", then back to returnTo with the gateway's answer. */
export function TestGatewayScreen({ order, merchant, logoUrl, returnTo }: Props) {
  const [pending, setPending] = useState<"success" | "failure" | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const amount = formatMoney(order.amount, order.currency);
  const isSettled = order.status === "paid" || order.status === "refunded";

  async function finish(outcome: "success" | "failure") {
    setPending(outcome);
    setMessage(null);
    try {
      const body = await api.post<ApiEnvelope<Answer>>("/api/payment/testGateway/complete", { gatewayOrderId: order.gatewayOrderId, outcome });
      if (!body.success || !body.data) throw new ApiError(body.errorMessage ?? "Payment unsuccessful", 400);
      const answer = body.data;
      window.location.assign(buildGatewayReturnUrl(returnTo, "error" in answer ? { error: answer.error.description } : answer));
    } catch (error) {
      setPending(null);
      setMessage(error instanceof Error ? error.message : "Payment unsuccessful");
    }
  }

  return (
    <section aria-labelledby="test-gateway-title" className="mx-auto max-w-md space-y-5 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <header className="flex items-center gap-3">
        {logoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- per-site logos come from the database
          <img src={logoUrl} alt={`${merchant} logo`} className="h-10 w-auto" />
        ) : null}
        <div>
          <h1 id="test-gateway-title" className="text-lg font-semibold">
            {merchant}
          </h1>
          <p className="text-sm text-slate-600">{order.description}</p>
        </div>
      </header>
      <p className="rounded bg-amber-50 p-2 text-sm text-amber-900">Test payment gateway: no money moves. Choose the outcome to simulate.</p>
      <dl className="grid grid-cols-2 gap-2 text-sm">
        <dt className="text-slate-600">Merchant</dt>
        <dd>{merchant}</dd>
        <dt className="text-slate-600">Order</dt>
        <dd className="break-all font-mono text-xs">{order.gatewayOrderId}</dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="text-base font-semibold" data-testid="test-gateway-amount">
          {amount}
        </dd>
      </dl>
      {order.isExpired && !isSettled ? <p role="alert" className="text-red-700">Payment time expired. Please search again.</p> : null}
      {message ? (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => finish("success")} loading={pending === "success"} disabled={pending !== null || (order.isExpired && !isSettled)}>
          Pay {amount}
        </Button>
        <Button variant="secondary" onClick={() => finish("failure")} loading={pending === "failure"} disabled={pending !== null || isSettled}>
          Fail payment
        </Button>
      </div>
    </section>
  );
}

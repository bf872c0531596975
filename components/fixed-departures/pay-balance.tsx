"use client";

import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import { openCheckout } from "@/components/payments/open-checkout";
import { Button } from "@/components/ui/button";
import { api, type ApiEnvelope } from "@/lib/api-client";
import type { TFdBookingView } from "@/lib/contracts/fixed-departures";
import type { TProductCheckout, TProductPaymentView } from "@/lib/contracts/product-payments";
import { formatMoney } from "@/lib/money";

const QUEUE = "/app/flight/fixedDepartureQueue";

type Answer = { booking: TFdBookingView; payment: TProductPaymentView; checkout: TProductCheckout | null };

/**
 * "Pay balance" on a fixed-departure booking with a balance due (decision 0052): wallet or the
 * site's gateway through /api/fixedDeparture/payBalance. A gateway payment comes back to the
 * fixed-departure queue, which confirms it.
 */
export function PayBalance({ booking, gatewayName, onPaid }: { booking: TFdBookingView; gatewayName: string | null; onPaid: (message: string) => void }) {
  const id = useId();
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<"wallet" | "gateway">("wallet");
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const due = formatMoney(booking.balanceDue, booking.currency);

  async function pay() {
    setPending(true);
    setMessage(null);
    try {
      const body = await api.post<ApiEnvelope<Answer>>("/api/fixedDeparture/payBalance", { bookingId: booking.id, method, idempotencyKey });
      if (!body.success || !body.data) throw new Error(body.errorMessage ?? "Could not pay the balance");
      const { payment, checkout } = body.data;
      if (!checkout) {
        setOpen(false);
        setPending(false);
        onPaid(`Balance of ${due} paid for ${booking.reference}.`);
        return;
      }
      const result = await openCheckout(checkout, `${QUEUE}?balance=1&paymentId=${payment.id}`);
      router.push(`${QUEUE}?${new URLSearchParams({ balance: "1", paymentId: payment.id, ...result }).toString()}`);
    } catch (error) {
      setMessage(error instanceof Error ? error.message : "Could not pay the balance");
      setPending(false);
    }
  }

  if (!open) {
    return (
      <button type="button" onClick={() => setOpen(true)} aria-label={`Pay balance of ${booking.reference}`} className="whitespace-nowrap font-medium text-brand hover:underline">
        Pay balance
      </button>
    );
  }
  return (
    <div role="group" aria-label={`Pay the balance of ${booking.reference}`} className="flex flex-col gap-2 text-sm">
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">How to pay</legend>
        <label className="flex items-center gap-1">
          <input type="radio" name={`${id}-method`} checked={method === "wallet"} onChange={() => setMethod("wallet")} /> Wallet
        </label>
        {gatewayName ? (
          <label className="flex items-center gap-1">
            <input type="radio" name={`${id}-method`} checked={method === "gateway"} onChange={() => setMethod("gateway")} /> Online ({gatewayName})
          </label>
        ) : null}
      </fieldset>
      {message ? (
        <p role="alert" className="text-red-700">
          {message}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" onClick={pay} loading={pending}>
          Pay {due}
        </Button>
        <button type="button" onClick={() => setOpen(false)} className="text-slate-600 hover:underline">
          Cancel
        </button>
      </div>
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { api, type ApiEnvelope } from "@/lib/api-client";
import { PaymentMessages } from "@/lib/contracts/payments";
import { verifyWithRetries } from "./verify-with-retries";

type Props = { transactionId: string | null; orderId: string | null };

/**
 * /phonepe/verify: asks our server (which asks PhonePe) whether the transaction is paid, up to 5
 * times 2 seconds apart. Paid: 'Payment Successful' and /1/success. Still not paid after the last
 * try: 'Payment failed, Please contact support' and the order's payment page.
 */
export function PhonePeVerifyScreen({ transactionId, orderId }: Props) {
  const router = useRouter();
  const toast = useToast();
  const [failed, setFailed] = useState(false);
  // The loop runs once per transaction; it reads the router and toasts through refs.
  const nav = useRef({ router, toast });
  useEffect(() => {
    nav.current = { router, toast };
  }, [router, toast]);

  useEffect(() => {
    // Each run has its own flag: React's dev double-run cancels the first loop, the second one proceeds.
    let cancelled = false;
    const check = async () => {
      const body = await api.post<ApiEnvelope<{ success: boolean; status: string; orderId: string | null }>>("/api/payment/phonepe/verifyPayment", { orderId: transactionId ?? "" });
      return { success: body.success === true && body.data?.success === true, orderId: body.data?.orderId ?? null };
    };
    void (async () => {
      const result = transactionId ? await verifyWithRetries(check, { isCancelled: () => cancelled }) : { success: false, orderId: null };
      if (cancelled) return;
      const { router: r, toast: t } = nav.current;
      if (result.success) {
        t.success(PaymentMessages.successful);
        r.push("/1/success");
        return;
      }
      setFailed(true);
      t.error(PaymentMessages.verifyFailed);
      const target = orderId ?? result.orderId;
      r.push(target ? `/user/payments/${target}` : "/user/payments");
    })();
    return () => {
      cancelled = true;
    };
  }, [transactionId, orderId]);

  return (
    <section aria-live="polite" className="mx-auto max-w-md space-y-3 rounded-lg border border-slate-200 bg-white p-6 text-center">
      {failed ? (
        <p role="alert" className="font-medium text-red-700">
          {PaymentMessages.verifyFailed}
        </p>
      ) : (
        <>
          <div aria-hidden="true" className="mx-auto h-10 w-10 animate-spin rounded-full border-4 border-slate-200 border-t-[var(--brand-color)]" />
          <h1 className="text-lg font-semibold">{PaymentMessages.verifying}</h1>
          <p className="text-slate-600">{PaymentMessages.doNotRefresh}</p>
        </>
      )}
    </section>
  );
}

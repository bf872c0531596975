"use client";

import Link from "next/link";
import { useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import { PaymentMessages } from "@/lib/contracts/payments";
import type { TPaymentLinkView, TProductCheckout, TProductPaymentView } from "@/lib/contracts/product-payments";
import { formatMoney } from "@/lib/money";
import { openCheckout } from "./open-checkout";
import { readGatewayReturn } from "./return-url";

type Props = { link: TPaymentLinkView; token: string; isSignedIn: boolean; merchant: string };
type Started = { payment: TProductPaymentView; checkout: TProductCheckout | null };

async function post<T>(path: string, body: unknown): Promise<T> {
  const res = await api.post<ApiEnvelope<T>>(path, body);
  if (!res.success || !res.data) throw new ApiError(res.errorMessage ?? PaymentMessages.unsuccessful, 400);
  return res.data;
}

/** /payments?link=<token>: what the link asks for, and "Pay" through the site's gateway (back here to confirm). */
export function PaymentLinkScreen({ link, token, isSignedIn, merchant }: Props) {
  const router = useRouter();
  const params = useSearchParams();
  const [pending, setPending] = useState(false);
  const [notice, setNotice] = useState<{ text: string; isError: boolean } | null>(null);
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const here = `/payments?link=${encodeURIComponent(token)}`;
  const done = useRef(false);

  // Back from the gateway: confirm once, then show the link's new status.
  useEffect(() => {
    const paymentId = params.get("paymentId");
    const answer = readGatewayReturn(new URLSearchParams(params.toString()));
    if (!paymentId || !answer || done.current) return;
    done.current = true;
    const finish = (text: string, isError: boolean) => {
      setNotice({ text, isError });
      router.replace(here);
      router.refresh();
    };
    if (answer.status === "error") return finish(answer.error, true);
    post("/api/productPayment/confirm", { paymentId, ...answer.result })
      .then(() => finish(PaymentMessages.successful, false))
      .catch((e: unknown) => finish(e instanceof Error ? e.message : PaymentMessages.unsuccessful, true));
  }, [params, router, here]);

  async function pay() {
    setPending(true);
    setNotice(null);
    try {
      const { payment, checkout } = await post<Started>("/api/paymentLink/pay", { token, idempotencyKey });
      if (!checkout) throw new Error(PaymentMessages.unsuccessful);
      const result = await openCheckout(checkout, `${here}&paymentId=${payment.id}`);
      router.push(`${here}&${new URLSearchParams({ paymentId: payment.id, ...result }).toString()}`);
    } catch (error) {
      setNotice({ text: error instanceof Error ? error.message : PaymentMessages.unsuccessful, isError: true });
      setPending(false);
    }
  }

  const amount = formatMoney(link.amount, link.currency);
  return (
    <article aria-label="Payment request" className="mx-auto max-w-lg space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">Payment to {merchant}</h2>
        <span data-testid="link-status" className={`rounded-full px-2 py-0.5 text-xs font-medium ${link.status === "paid" ? "bg-green-100 text-green-800" : "bg-amber-100 text-amber-900"}`}>
          {link.status === "paid" ? "Paid" : link.status === "open" ? "Awaiting payment" : "Cancelled"}
        </span>
      </header>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Purpose</dt>
        <dd className="break-words">{link.purpose}</dd>
        <dt className="text-slate-600">Amount</dt>
        <dd className="text-xl font-semibold">{amount}</dd>
        {link.paidAt ? (
          <>
            <dt className="text-slate-600">Paid on</dt>
            <dd>{link.paidAt.slice(0, 10)}</dd>
          </>
        ) : null}
      </dl>
      {notice ? (
        <p role={notice.isError ? "alert" : "status"} className={`rounded-md p-3 text-sm ${notice.isError ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"}`}>
          {notice.text}
        </p>
      ) : null}
      {link.status === "open" ? (
        isSignedIn ? (
          <Button onClick={pay} loading={pending}>
            Pay {amount}
          </Button>
        ) : (
          <Link href={`/login?redirectTo=${encodeURIComponent(here)}`} className="inline-block rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
            Log in to pay {amount}
          </Link>
        )
      ) : null}
    </article>
  );
}

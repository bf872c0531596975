"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TPaymentLinkView } from "@/lib/contracts/product-payments";

type Created = { link: TPaymentLinkView; path: string; message: string };
const input = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";

/** Staff: a payment link for a customer; the full URL is shown once, to copy and send. */
export function CreatePaymentLinkForm() {
  const [values, setValues] = useState({ amount: "", purpose: "", customerEmail: "" });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [created, setCreated] = useState<Created | null>(null);
  const [pending, setPending] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setErrors({});
    try {
      const res = await api.post<ApiEnvelope<Created>>("/api/paymentLink/create", { ...values, amount: values.amount === "" ? undefined : Number(values.amount) });
      if (res.success && res.data) setCreated(res.data);
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
    } finally {
      setPending(false);
    }
  }

  const url = created ? `${window.location.origin}${created.path}` : "";
  return (
    <section aria-labelledby="create-link-title" className="mx-auto max-w-lg space-y-4 rounded-lg border border-slate-200 bg-white p-6">
      <h2 id="create-link-title" className="text-lg font-semibold">
        Create a payment link
      </h2>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <Field label="Amount (INR)" htmlFor="link-amount" error={errors.amount} required>
          <input id="link-amount" inputMode="decimal" value={values.amount} onChange={set("amount")} className={input} />
        </Field>
        <Field label="Purpose" htmlFor="link-purpose" error={errors.purpose} required>
          <input id="link-purpose" value={values.purpose} onChange={set("purpose")} className={input} />
        </Field>
        <Field label="Customer email" htmlFor="link-email" error={errors.customerEmail} required>
          <input id="link-email" type="email" value={values.customerEmail} onChange={set("customerEmail")} className={input} />
        </Field>
        <Button type="submit" loading={pending}>
          Create link
        </Button>
      </form>
      {created ? (
        <div role="status" className="space-y-1 rounded-md bg-green-50 p-3 text-sm text-green-900">
          <p>{created.message}. Send it to {created.link.customerEmail}:</p>
          <p className="break-all font-mono text-xs" data-testid="payment-link-url">
            {url}
          </p>
        </div>
      ) : null}
    </section>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { openCheckout } from "@/components/payments/open-checkout";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TInsurancePolicyView, TInsuranceTrip } from "@/lib/contracts/insurance";
import type { TProductCheckout, TProductPaymentView } from "@/lib/contracts/product-payments";
import { formatMoney } from "@/lib/money";

type Traveller = { firstName: string; lastName: string; dob: string; passportNumber: string };
type Answer = { policy: TInsurancePolicyView; payment: TProductPaymentView; checkout: TProductCheckout | null };
type Props = { trip: TInsuranceTrip; planCode: string; planName: string; premium: number; currency: string; gatewayName: string | null };

const input = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
const EMPTY: Traveller = { firstName: "", lastName: "", dob: "", passportNumber: "" };

/** /insurance/passenger-details: each traveller's name, date of birth and passport, then pay by wallet or the site's gateway. */
export function PassengerDetailsForm({ trip, planCode, planName, premium, currency, gatewayName }: Props) {
  const router = useRouter();
  const [travellers, setTravellers] = useState<Traveller[]>(() => trip.ages.map(() => ({ ...EMPTY })));
  const [method, setMethod] = useState<"wallet" | "gateway">("wallet");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One key per page visit: a double click or a retry after a network error pays once.
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);

  const set = (i: number, key: keyof Traveller, value: string) => {
    setTravellers((all) => all.map((t, j) => (j === i ? { ...t, [key]: value } : t)));
    // The field's earlier error (and the form's message) go once it is edited.
    setMessage(null);
    const path = `travellers.${i}.${key}`;
    setErrors((all) => {
      if (!(path in all)) return all;
      const rest = { ...all };
      delete rest[path];
      return rest;
    });
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    setErrors({});
    try {
      const { ages: _ages, ...tripFields } = trip;
      void _ages;
      const body = await api.post<ApiEnvelope<Answer>>("/api/insurance/bookPolicy", { ...tripFields, planCode, travellers, method, idempotencyKey });
      if (!body.success || !body.data) throw new Error(body.errorMessage ?? "Could not buy the policy");
      const { policy, payment, checkout } = body.data;
      if (!checkout) {
        router.push(`/insurance/insurance-bookings?issued=${policy.id}`);
        return;
      }
      const returnTo = `/insurance/insurance-bookings?paymentId=${payment.id}`;
      const result = await openCheckout(checkout, returnTo);
      const q = new URLSearchParams({ paymentId: payment.id, ...result });
      router.push(`/insurance/insurance-bookings?${q.toString()}`);
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
      setMessage(error instanceof Error ? error.message : "Could not buy the policy");
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} aria-label="Passenger details" className="space-y-4" noValidate>
      {travellers.map((t, i) => (
        <fieldset key={i} className="grid gap-3 rounded-lg border border-slate-200 bg-white p-4 min-[601px]:grid-cols-2 min-[1001px]:grid-cols-4">
          <legend className="px-1 text-sm font-semibold">
            Traveller {i + 1} (age {trip.ages[i]})
          </legend>
          <Field label="First name" htmlFor={`t${i}-firstName`} error={errors[`travellers.${i}.firstName`]} required>
            <input id={`t${i}-firstName`} value={t.firstName} onChange={(e) => set(i, "firstName", e.target.value)} className={input} autoComplete="given-name" />
          </Field>
          <Field label="Last name" htmlFor={`t${i}-lastName`} error={errors[`travellers.${i}.lastName`]} required>
            <input id={`t${i}-lastName`} value={t.lastName} onChange={(e) => set(i, "lastName", e.target.value)} className={input} autoComplete="family-name" />
          </Field>
          <Field label="Date of birth" htmlFor={`t${i}-dob`} error={errors[`travellers.${i}.dob`]} required>
            <input id={`t${i}-dob`} type="date" value={t.dob} onChange={(e) => set(i, "dob", e.target.value)} className={input} />
          </Field>
          <Field label="Passport number" htmlFor={`t${i}-passport`} error={errors[`travellers.${i}.passportNumber`]} required>
            <input id={`t${i}-passport`} value={t.passportNumber} onChange={(e) => set(i, "passportNumber", e.target.value.toUpperCase())} className={input} />
          </Field>
        </fieldset>
      ))}
      <fieldset className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <legend className="px-1 text-sm font-semibold">Pay {formatMoney(premium, currency)} for {planName}</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="radio" name="method" value="wallet" checked={method === "wallet"} onChange={() => setMethod("wallet")} /> Wallet
        </label>
        {gatewayName ? (
          <label className="flex items-center gap-2 text-sm">
            <input type="radio" name="method" value="gateway" checked={method === "gateway"} onChange={() => setMethod("gateway")} /> Pay online ({gatewayName})
          </label>
        ) : null}
      </fieldset>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" loading={pending}>
        Pay {formatMoney(premium, currency)}
      </Button>
    </form>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { openCheckout } from "@/components/payments/open-checkout";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TFdBookingView, TFixedDepartureView } from "@/lib/contracts/fixed-departures";
import type { TProductCheckout, TProductPaymentView } from "@/lib/contracts/product-payments";
import { formatMoney } from "@/lib/money";

type Pax = { paxType: 1 | 2 | 3; title: string; firstName: string; lastName: string };
type Answer = { booking: TFdBookingView; payment: TProductPaymentView; checkout: TProductCheckout | null };
type Props = { departure: TFixedDepartureView; gatewayName: string | null };

const input = "w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm";
const TITLES = ["Mr", "Mrs", "Ms", "Miss", "Mstr"];
const TYPE_LABELS = { 1: "Adult", 2: "Child", 3: "Infant" } as const;
const QUEUE = "/app/flight/fixedDepartureQueue";

/** The seats' passengers (type, title, names) and the payment: the deposit by wallet or the site's gateway. */
export function BookSeatsForm({ departure, gatewayName }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pax, setPax] = useState<Pax[]>([{ paxType: 1, title: "Mr", firstName: "", lastName: "" }]);
  const [method, setMethod] = useState<"wallet" | "gateway">("wallet");
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const idempotencyKey = useMemo(() => crypto.randomUUID(), []);
  const id = `fd${departure.id}`;

  const priceOf = (p: Pax) => (p.paxType === 1 ? departure.adultPrice : p.paxType === 2 ? departure.childPrice : departure.infantPrice);
  const total = pax.reduce((sum, p) => sum + priceOf(p), 0);
  const seats = pax.filter((p) => p.paxType !== 3).length;
  const deposit = Math.min(total, departure.depositPerSeat > 0 ? departure.depositPerSeat * seats : total);
  const set = (i: number, patch: Partial<Pax>) => {
    setPax((all) => all.map((p, j) => (j === i ? { ...p, ...patch } : p)));
    setMessage(null);
  };

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    setErrors({});
    try {
      const body = await api.post<ApiEnvelope<Answer>>("/api/fixedDeparture/book", { departureId: departure.id, passengers: pax, method, idempotencyKey });
      if (!body.success || !body.data) throw new Error(body.errorMessage ?? "Could not book the seats");
      const { booking, payment, checkout } = body.data;
      if (!checkout) {
        router.push(`${QUEUE}?booked=${booking.id}`);
        return;
      }
      const result = await openCheckout(checkout, `${QUEUE}?paymentId=${payment.id}`);
      router.push(`${QUEUE}?${new URLSearchParams({ paymentId: payment.id, ...result }).toString()}`);
    } catch (error) {
      if (error instanceof ApiError && error.shortError) setErrors(error.shortError);
      setMessage(error instanceof Error ? error.message : "Could not book the seats");
      setPending(false);
    }
  }

  if (!open) {
    return (
      <Button type="button" onClick={() => setOpen(true)} aria-label={`Book seats on ${departure.title}`}>
        Book seats
      </Button>
    );
  }
  return (
    <form onSubmit={submit} aria-label={`Book ${departure.title}`} className="space-y-3" noValidate>
      {pax.map((p, i) => (
        <fieldset key={i} className="grid gap-2 rounded-md border border-slate-200 p-3 min-[601px]:grid-cols-[7rem_6rem_1fr_1fr_auto]">
          <legend className="px-1 text-xs font-semibold">Passenger {i + 1}</legend>
          <Field label="Type" htmlFor={`${id}-p${i}-type`} error={errors[`passengers.${i}.paxType`]}>
            <select id={`${id}-p${i}-type`} value={p.paxType} onChange={(e) => set(i, { paxType: Number(e.target.value) as 1 | 2 | 3 })} className={input}>
              {([1, 2, 3] as const).map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Title" htmlFor={`${id}-p${i}-title`} error={errors[`passengers.${i}.title`]}>
            <select id={`${id}-p${i}-title`} value={p.title} onChange={(e) => set(i, { title: e.target.value })} className={input}>
              {TITLES.map((t) => (
                <option key={t}>{t}</option>
              ))}
            </select>
          </Field>
          <Field label="First name" htmlFor={`${id}-p${i}-first`} error={errors[`passengers.${i}.firstName`]} required>
            <input id={`${id}-p${i}-first`} value={p.firstName} onChange={(e) => set(i, { firstName: e.target.value })} className={input} />
          </Field>
          <Field label="Last name" htmlFor={`${id}-p${i}-last`} error={errors[`passengers.${i}.lastName`]} required>
            <input id={`${id}-p${i}-last`} value={p.lastName} onChange={(e) => set(i, { lastName: e.target.value })} className={input} />
          </Field>
          {pax.length > 1 ? (
            <button type="button" onClick={() => setPax((all) => all.filter((_, j) => j !== i))} className="self-end pb-2 text-sm text-red-700 hover:underline">
              Remove
            </button>
          ) : (
            <span />
          )}
        </fieldset>
      ))}
      {pax.length < 9 ? (
        <button type="button" onClick={() => setPax((all) => [...all, { paxType: 1, title: "Mr", firstName: "", lastName: "" }])} className="text-sm font-medium text-brand hover:underline">
          Add passenger
        </button>
      ) : null}
      <fieldset className="flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">How to pay</legend>
        <label className="flex items-center gap-2">
          <input type="radio" name={`${id}-method`} checked={method === "wallet"} onChange={() => setMethod("wallet")} /> Wallet
        </label>
        {gatewayName ? (
          <label className="flex items-center gap-2">
            <input type="radio" name={`${id}-method`} checked={method === "gateway"} onChange={() => setMethod("gateway")} /> Pay online ({gatewayName})
          </label>
        ) : null}
      </fieldset>
      <p className="text-sm text-slate-700">
        Total {formatMoney(total, departure.currency)}; pay now {formatMoney(deposit, departure.currency)}
        {deposit < total ? `, the balance by ${departure.balanceDueDate}` : ""}.
      </p>
      {message ? (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      ) : null}
      <Button type="submit" loading={pending}>
        Pay {formatMoney(deposit, departure.currency)}
      </Button>
    </form>
  );
}

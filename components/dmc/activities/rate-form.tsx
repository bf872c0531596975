"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useId, useState } from "react";
import { useForm, useWatch, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { applyServerErrors } from "@/components/backoffice/markups/use-markups";
import { ApiError } from "@/lib/api-client";
import { DMC_RATE_CURRENCIES } from "@/lib/contracts/dmc-activities";
import {
  isPrivateSharing,
  TOUR_RATE_SHARING_BASES,
  TOUR_RATE_TRANSFER_TYPES,
  tourSharingLabel,
  tourTransferTypeLabel,
  ZSaveTicketRateRequest,
  ZSaveTransferRateRequest,
} from "@/lib/contracts/dmc-tour-rates";
import { useRateMutations, type AnyRate, type RateKind } from "./use-dmc-activities";

/** currency: the market's usual currency (what a new rate of the market defaults to). */
export type MarketOption = { id: number; name: string; isDefault: boolean; currency?: string };
type Props = { kind: RateKind; tourOptionId: number; markets: MarketOption[]; rate?: AnyRate | null; onDone: (warnings: string[]) => void; onCancel: () => void };
type Values = Record<string, unknown>;

const input = "w-full rounded border border-slate-300 px-2 py-1.5 text-sm";
const num = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
const optionalNum = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
const today = () => new Date().toISOString().slice(0, 10);

/** The form's values for a saved rate (Edit): the same fields the save endpoint takes, with its id. */
function valuesOf(rate: AnyRate): Values {
  const { id, tourOptionId, marketId, currency, description, validFromDate, validTillDate, priority, minPax, maxPax, isPerPax } = rate;
  const common = { id, tourOptionId, marketId, currency, description, validFromDate, validTillDate, priority, minPax, maxPax };
  if ("adultAmount" in rate) return { ...common, adultAmount: rate.adultAmount, childAmount: rate.childAmount, isPerPax };
  return { ...common, transferType: rate.transferType, sharingBasis: rate.sharingBasis, amount: rate.amount };
}

/**
 * Add a ticket or transfer rate, or edit one (rate given: the same form filled, saved with its id
 * through the same checks): the tour price rules of the endpoint's schema, every error at once. A new
 * rate's currency follows its market's currency.
 */
export function RateForm({ kind, tourOptionId, markets, rate = null, onDone, onCancel }: Props) {
  const id = useId();
  const f = (name: string) => `${id}-${name}`;
  const { save } = useRateMutations(kind, tourOptionId);
  const [sheetError, setSheetError] = useState<string | null>(null);
  const schema = kind === "ticket" ? ZSaveTicketRateRequest : ZSaveTransferRateRequest;
  const form = useForm<Values>({
    // raw: the form sends what the user typed (major units); the server applies the schema (and its minor-unit transform) once.
    resolver: zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<Values>,
    defaultValues: rate
      ? valuesOf(rate)
      : {
      tourOptionId,
      marketId: markets[0]?.id,
      currency: markets[0]?.currency ?? "USD",
      description: "",
      validFromDate: today(),
      validTillDate: "",
      priority: 1,
      minPax: null,
      maxPax: null,
      ...(kind === "ticket" ? { adultAmount: undefined, childAmount: 0, isPerPax: true } : { transferType: "oneway", sharingBasis: "SIC", amount: undefined }),
    },
  });
  const marketField = form.register("marketId", { setValueAs: num });
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const sharingBasis = String(useWatch({ control: form.control, name: "sharingBasis" }) ?? "");
  const showPax = kind === "ticket" || isPrivateSharing(sharingBasis);
  const onSubmit = form.handleSubmit(async (values) => {
    setSheetError(null);
    try {
      const saved = await save.mutateAsync(values);
      onDone(saved.warnings);
    } catch (e) {
      if (!applyServerErrors(e, form.setError) && e instanceof ApiError) setSheetError(e.message);
    }
  });
  const err = (name: string) => errors[name]?.message;
  const title = `${rate ? "Edit" : "Add"} ${kind === "ticket" ? "ticket rate" : "transfer rate"}`;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title} className="grid gap-2 rounded-md border border-brand/30 bg-brand/5 p-3 sm:grid-cols-4">
      <h5 className="text-sm font-semibold sm:col-span-4">{title}</h5>
      <Field label="Market" htmlFor={f("market")} error={err("marketId")}>
        <select
          id={f("market")}
          className={input}
          {...marketField}
          onChange={(e) => {
            void marketField.onChange(e);
            const currency = markets.find((m) => String(m.id) === e.target.value)?.currency;
            if (!rate && currency) form.setValue("currency", currency);
          }}
        >
          {markets.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </select>
      </Field>
      <Field label="Currency" htmlFor={f("currency")} error={err("currency")}>
        <select id={f("currency")} className={input} {...form.register("currency")}>
          {DMC_RATE_CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </select>
      </Field>
      <Field label="Description" htmlFor={f("description")} error={err("description")} required className="sm:col-span-2">
        <input id={f("description")} className={input} {...form.register("description")} />
      </Field>
      {kind === "ticket" ? (
        <>
          <Field label="Adult amount" htmlFor={f("adult")} error={err("adultAmount")} required>
            <input id={f("adult")} inputMode="decimal" className={input} {...form.register("adultAmount", { setValueAs: num })} />
          </Field>
          <Field label="Child amount" htmlFor={f("child")} error={err("childAmount")}>
            <input id={f("child")} inputMode="decimal" className={input} {...form.register("childAmount", { setValueAs: num })} />
          </Field>
        </>
      ) : (
        <>
          <Field label="Transfer type" htmlFor={f("type")} error={err("transferType")} required>
            <select id={f("type")} className={input} {...form.register("transferType")}>
              {TOUR_RATE_TRANSFER_TYPES.map((t) => (
                <option key={t} value={t}>
                  {tourTransferTypeLabel(t)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Sharing basis" htmlFor={f("sharing")} error={err("sharingBasis")} required>
            <select id={f("sharing")} className={input} {...form.register("sharingBasis")}>
              {TOUR_RATE_SHARING_BASES.map((s) => (
                <option key={s} value={s}>
                  {tourSharingLabel(s)}
                </option>
              ))}
            </select>
          </Field>
          <Field label="Amount" htmlFor={f("amount")} error={err("amount")} required>
            <input id={f("amount")} inputMode="decimal" className={input} {...form.register("amount", { setValueAs: num })} />
          </Field>
        </>
      )}
      <Field label="Valid from" htmlFor={f("from")} error={err("validFromDate")} required>
        <input id={f("from")} type="date" className={input} {...form.register("validFromDate")} />
      </Field>
      <Field label="Valid till" htmlFor={f("till")} error={err("validTillDate")} required>
        <input id={f("till")} type="date" className={input} {...form.register("validTillDate")} />
      </Field>
      <Field label="Priority" htmlFor={f("priority")} error={err("priority")}>
        <input id={f("priority")} type="number" min={0} className={input} {...form.register("priority", { setValueAs: num })} />
      </Field>
      {showPax ? (
        <>
          <Field label="Min pax" htmlFor={f("min")} error={err("minPax")}>
            <input id={f("min")} type="number" min={1} className={input} {...form.register("minPax", { setValueAs: optionalNum })} />
          </Field>
          <Field label="Max pax" htmlFor={f("max")} error={err("maxPax")}>
            <input id={f("max")} type="number" min={1} className={input} {...form.register("maxPax", { setValueAs: optionalNum })} />
          </Field>
        </>
      ) : null}
      {kind === "ticket" ? (
        <label className="flex items-center gap-2 self-end text-sm">
          <input type="checkbox" className="h-4 w-4 accent-brand" {...form.register("isPerPax")} /> Per person
        </label>
      ) : null}
      {sheetError ? (
        <p role="alert" className="text-sm text-red-700 sm:col-span-4">
          {sheetError}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2 sm:col-span-4 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
        <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" loading={save.isPending}>
          Save rate
        </Button>
      </div>
    </form>
  );
}

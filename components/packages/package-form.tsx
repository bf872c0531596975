"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useFieldArray, useForm, type FieldError } from "react-hook-form";
import { postAccountForm } from "@/components/account/post-account-form";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { ZPackageInput, type TPackageInput } from "@/lib/contracts/packages";
import { toMajorUnits, toMinorUnits } from "@/lib/money";
import { PACKAGE_CURRENCIES } from "@/lib/packages/constants";

const INPUT = "w-full rounded border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500";

type Props = { packageId?: number; initial: TPackageInput };

function aria(id: string, error?: FieldError | { message?: string }) {
  return { id, "aria-invalid": !!error, "aria-describedby": error ? getFieldErrorId(id) : undefined };
}

const linesOf = (text: string) =>
  text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Staff create or edit a package (the shared zod contract: every error at once, the server's on their fields). */
export function PackageForm({ packageId, initial }: Props) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<TPackageInput>({ resolver: zodResolver(ZPackageInput), defaultValues: initial, mode: "onSubmit" });
  const { errors, isSubmitting } = form.formState;
  const plan = useFieldArray({ control: form.control, name: "plan" });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setDone(null);
    const path = packageId ? "/api/packages/manage/update" : "/api/packages/manage/create";
    const outcome = await postAccountForm<TPackageInput & { packageId?: number }, { packageId: number; message: string }>(path, packageId ? { packageId, ...values } : values, form.setError as never);
    if (!outcome.ok) {
      if (outcome.onFields.length === 0) setServerError(outcome.message);
      return;
    }
    setDone(outcome.data.message);
    if (!packageId) router.push(`/staff/packages/${outcome.data.packageId}`);
    else router.refresh();
  });

  const num = (name: "days" | "nights", label: string) => (
    <Field label={label} htmlFor={`package-${name}`} error={errors[name]?.message} required>
      <input type="number" min={0} max={90} className={INPUT} {...aria(`package-${name}`, errors[name])} {...form.register(name, { valueAsNumber: true })} />
    </Field>
  );
  const lines = (name: "inclusions" | "exclusions", label: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field label={label} htmlFor={`package-${name}`} error={fieldState.error?.message ?? (fieldState.error as unknown as FieldError[] | undefined)?.find?.(Boolean)?.message} hint="One per line">
          <textarea rows={4} className={INPUT} {...aria(`package-${name}`, fieldState.error)} defaultValue={field.value.join("\n")} onChange={(e) => field.onChange(linesOf(e.target.value))} onBlur={field.onBlur} />
        </Field>
      )}
    />
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="package-form">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Package name" htmlFor="package-name" error={errors.name?.message} required className="sm:col-span-2">
          <input className={INPUT} {...aria("package-name", errors.name)} {...form.register("name")} />
        </Field>
        <Field label="Destination" htmlFor="package-destination" error={errors.destination?.message} required>
          <input className={INPUT} {...aria("package-destination", errors.destination)} {...form.register("destination")} />
        </Field>
        <div className="grid grid-cols-2 gap-2">
          {num("days", "Days")}
          {num("nights", "Nights")}
        </div>
        <Controller
          control={form.control}
          name="priceFrom"
          render={({ field, fieldState }) => (
            <Field label="Price from (per person)" htmlFor="package-price" error={fieldState.error?.message} required>
              <input
                type="number"
                min={0}
                step="0.01"
                className={INPUT}
                {...aria("package-price", fieldState.error)}
                defaultValue={Number.isFinite(field.value) ? toMajorUnits(field.value) : ""}
                onChange={(e) => field.onChange(e.target.value === "" ? Number.NaN : toMinorUnits(Number(e.target.value)))}
                onBlur={field.onBlur}
              />
            </Field>
          )}
        />
        <Field label="Currency" htmlFor="package-currency" error={errors.currency?.message} required>
          <select className={INPUT} {...aria("package-currency", errors.currency)} {...form.register("currency")}>
            {PACKAGE_CURRENCIES.map((c) => (
              <option key={c}>{c}</option>
            ))}
          </select>
        </Field>
        <Field label="Valid from" htmlFor="package-valid-from" error={errors.validFrom?.message} required>
          <input type="date" className={INPUT} {...aria("package-valid-from", errors.validFrom)} {...form.register("validFrom")} />
        </Field>
        <Field label="Valid till" htmlFor="package-valid-till" error={errors.validTill?.message} required>
          <input type="date" className={INPUT} {...aria("package-valid-till", errors.validTill)} {...form.register("validTill")} />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        {lines("inclusions", "Inclusions")}
        {lines("exclusions", "Exclusions")}
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-800">Day-by-day plan</legend>
        {errors.plan?.message ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.plan.message}
          </p>
        ) : null}
        {plan.fields.map((f, i) => (
          <div key={f.id} className="grid gap-2 rounded border border-slate-200 p-2 sm:grid-cols-[4rem_1fr_2fr_auto]">
            <span className="self-center text-sm font-semibold text-brand">Day {i + 1}</span>
            <input type="hidden" {...form.register(`plan.${i}.day`, { valueAsNumber: true })} />
            <Field label="Title" htmlFor={`plan-${i}-title`} error={errors.plan?.[i]?.title?.message}>
              <input className={INPUT} {...aria(`plan-${i}-title`, errors.plan?.[i]?.title)} {...form.register(`plan.${i}.title`)} />
            </Field>
            <Field label="Description" htmlFor={`plan-${i}-description`} error={errors.plan?.[i]?.description?.message}>
              <textarea rows={2} className={INPUT} {...aria(`plan-${i}-description`, errors.plan?.[i]?.description)} {...form.register(`plan.${i}.description`)} />
            </Field>
            <Button
              variant="secondary"
              className="self-end"
              onClick={() => {
                plan.remove(i);
                // Days stay numbered 1, 2, 3… after a removal.
                form.getValues("plan").forEach((_, j) => form.setValue(`plan.${j}.day`, j + 1));
              }}
            >
              Remove
            </Button>
          </div>
        ))}
        <Button variant="secondary" onClick={() => plan.append({ day: plan.fields.length + 1, title: "", description: "" })}>
          Add day
        </Button>
      </fieldset>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" {...form.register("isPublished")} /> Published (shown on /packages)
      </label>
      {serverError ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800">
          {done}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        {packageId ? "Save package" : "Create package"}
      </Button>
    </form>
  );
}

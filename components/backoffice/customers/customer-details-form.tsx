"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useEffect, useMemo } from "react";
import { Controller, useForm, type Control, type FieldErrors, type Path } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { PhoneInput } from "@/components/ui/phone-input";
import { useToast } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { customerDetailsFormSchema, PHONE_FIELDS, type TCustomerDetails, type TUpdateDetailsRequest } from "@/lib/contracts/customer-admin";
import { toDetailsFormValues } from "./customer-details-values";
import { useUpdateCustomerDetails } from "./use-customer-admin";

/** The form holds the request's input type; toDetailsFormValues fills every field with a string. */
type Values = TUpdateDetailsRequest;
type PhoneName = (typeof PHONE_FIELDS)[number]["field"];

const inputClass = "w-full rounded-md border border-slate-300 px-2.5 py-1.5 text-sm aria-[invalid=true]:border-red-500";

function PhoneControl({ control, name, label, idPrefix }: { control: Control<Values, unknown, TUpdateDetailsRequest>; name: PhoneName; label: string; idPrefix: string }) {
  return (
    <Controller
      control={control}
      name={`${name}.phoneCode`}
      render={({ field: code }) => (
        <Controller
          control={control}
          name={`${name}.phone`}
          render={({ field, fieldState }) => (
            <PhoneInput
              id={`${idPrefix}-${name}`}
              label={label}
              country={code.value ?? ""}
              phone={field.value ?? ""}
              onChange={(v) => {
                code.onChange(v.country);
                field.onChange(v.phone);
              }}
              error={fieldState.error?.message}
            />
          )}
        />
      )}
    />
  );
}

/** The first message of every failing field, keyed by its path ("primaryPhone.phone"). */
function countErrors(errors: FieldErrors<Values>): number {
  let count = 0;
  const visit = (node: unknown) => {
    if (!node || typeof node !== "object") return;
    if ("message" in node && typeof (node as { message?: unknown }).message === "string") count += 1;
    else for (const value of Object.values(node)) visit(value);
  };
  visit(errors);
  return count;
}

/**
 * Change Details (spec 001 section 5 "Edit customer details"): the same schema as the handler
 * (`customerDetailsFormSchema(userType)`), every failing field shown at once in the spec's words,
 * the whole form checked again on each change (so 'Email or Primary Phone is required' leaves both
 * fields together), Save disabled while any error shows. Server field errors land under their fields.
 */
export function CustomerDetailsForm({ customer }: { customer: TCustomerDetails }) {
  const toast = useToast();
  const update = useUpdateCustomerDetails(customer.id, toast.success);
  const schema = useMemo(() => customerDetailsFormSchema(customer.userType), [customer.userType]);
  const form = useForm<Values, unknown, TUpdateDetailsRequest>({ resolver: zodResolver(schema), defaultValues: toDetailsFormValues(customer), mode: "onChange" });
  const { register, control, formState, handleSubmit, trigger, subscribe, reset, setError } = form;
  const errors = formState.errors;
  const errorCount = countErrors(errors);
  const idPrefix = `customer-${customer.id}`;

  // A change to any field checks the whole form: a rule spanning two fields clears or shows on both.
  useEffect(() => subscribe({ formState: { values: true }, callback: ({ name }) => void (name && trigger()) }), [subscribe, trigger]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await update.mutateAsync(values);
      reset(toDetailsFormValues(answer.customer));
    } catch (error) {
      if (error instanceof ApiError && error.shortError) {
        for (const [field, message] of Object.entries(error.shortError)) setError(field as Path<Values>, { type: "server", message });
      }
    }
  });

  const text = (name: "firstName" | "lastName" | "email" | "companyName" | "panNumber" | "gstNumber", label: string, opts: { required?: boolean; type?: string; autoComplete?: string; upper?: boolean } = {}) => {
    const id = `${idPrefix}-${name}`;
    const error = errors[name]?.message;
    return (
      <Field label={label} htmlFor={id} error={error} required={opts.required}>
        <input
          id={id}
          type={opts.type ?? "text"}
          autoComplete={opts.autoComplete ?? "off"}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? getFieldErrorId(id) : undefined}
          className={opts.upper ? `${inputClass} uppercase` : inputClass}
          {...register(name)}
        />
      </Field>
    );
  };

  return (
    <form noValidate aria-label="Change Details" onSubmit={(e) => void onSubmit(e)} className="grid gap-3 min-[480px]:grid-cols-2">
      {text("firstName", "First name", { required: true })}
      {text("lastName", "Last name")}
      {text("email", "Email", { type: "email" })}
      {customer.userType === "retail" ? null : text("companyName", "Company name", { required: customer.userType === "travelAgent" })}
      {text("panNumber", "PAN", { upper: true })}
      {text("gstNumber", "GST number", { upper: true })}
      {PHONE_FIELDS.map((p) => (
        <PhoneControl key={p.field} control={control} name={p.field} label={`${p.label} phone`} idPrefix={idPrefix} />
      ))}
      <div className="flex flex-wrap items-center justify-end gap-2 min-[480px]:col-span-2">
        {errorCount > 0 ? <span className="mr-auto text-xs text-red-600">{errorCount === 1 ? "1 field needs attention" : `${errorCount} fields need attention`}</span> : null}
        <Button variant="secondary" className="min-h-8 py-1" disabled={!formState.isDirty || update.isPending} onClick={() => reset(toDetailsFormValues(customer))}>
          Reset
        </Button>
        <Button type="submit" className="min-h-8 py-1" loading={update.isPending} disabled={errorCount > 0 || !formState.isDirty}>
          Save
        </Button>
      </div>
    </form>
  );
}

"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ZBillingDetails, type TBillingDetails } from "@/lib/contracts/profile";
import { Messages } from "@/lib/constants";
import { GST_STATES } from "@/lib/gstin";
import { postJson } from "./post-json";

type Values = { billingName: string; gstNumber: string; gstState: string; panNumber: string };
type Errors = Partial<Record<keyof Values, string>>;

const inputClass = (error?: string) => `w-full rounded-md border px-3 py-2 text-sm ${error ? "border-red-500" : "border-slate-300"}`;

/** Every field error of the contract at once, keyed by field. */
function validate(values: Values): Errors {
  const result = ZBillingDetails.safeParse(values);
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) {
    const key = issue.path[0] as keyof Values;
    errors[key] ??= issue.message;
  }
  return errors;
}

/** /user/billing-details: billingName, GSTIN, GST state and PAN, checked as the server checks them. */
export function BillingDetailsForm({ initial }: { initial: Values }) {
  const toast = useToast();
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (key: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await postJson<TBillingDetails & { message: string }>("/api/user/updateBillingDetails", values);
    setSaving(false);
    if (result.ok) {
      const { message, ...saved } = result.data;
      setValues(saved);
      toast.success(message);
      return;
    }
    setErrors(result.shortError as Errors);
    toast.error(result.message ?? Messages.httpFailed("POST"));
  };

  const aria = (key: keyof Values, id: string) => (errors[key] ? { "aria-invalid": true, "aria-describedby": getFieldErrorId(id) } : {});

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 sm:p-6">
      <Field label="Billing name" htmlFor="billing-name" required error={errors.billingName} className="sm:col-span-2">
        <input id="billing-name" autoComplete="organization" className={inputClass(errors.billingName)} value={values.billingName} onChange={(e) => set("billingName")(e.target.value)} {...aria("billingName", "billing-name")} />
      </Field>
      <Field label="GST number (GSTIN)" htmlFor="billing-gst" error={errors.gstNumber} hint="15 characters, e.g. 27AAPFU0939F1ZV">
        <input id="billing-gst" maxLength={15} className={`${inputClass(errors.gstNumber)} uppercase`} value={values.gstNumber} onChange={(e) => set("gstNumber")(e.target.value.toUpperCase())} {...aria("gstNumber", "billing-gst")} />
      </Field>
      <Field label="GST state" htmlFor="billing-state" error={errors.gstState}>
        <select id="billing-state" className={`${inputClass(errors.gstState)} bg-white`} value={values.gstState} onChange={(e) => set("gstState")(e.target.value)} {...aria("gstState", "billing-state")}>
          <option value="">Select state</option>
          {GST_STATES.map((s) => (
            <option key={s.code} value={s.name}>
              {`${s.code} ${s.name}`}
            </option>
          ))}
        </select>
      </Field>
      <Field label="PAN" htmlFor="billing-pan" error={errors.panNumber} hint="AAAAA9999A">
        <input id="billing-pan" maxLength={10} className={`${inputClass(errors.panNumber)} uppercase`} value={values.panNumber} onChange={(e) => set("panNumber")(e.target.value.toUpperCase())} {...aria("panNumber", "billing-pan")} />
      </Field>
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit" loading={saving} className="max-sm:w-full">
          Save billing details
        </Button>
      </div>
    </form>
  );
}

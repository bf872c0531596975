"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { useToast } from "@/components/ui/toast";
import { ZUpdateMyProfile, type TMyProfile } from "@/lib/contracts/dashboard";
import { Messages } from "@/lib/constants";
import { postJson } from "@/components/account/profile/post-json";

type Values = { firstName: string; lastName: string; companyName: string; address1: string; address2: string; secondaryPhone: string };
type Key = keyof Values;
type Errors = Partial<Record<Key, string>>;

const inputClass = (error?: string) => `w-full rounded-md border px-3 py-2 text-sm ${error ? "border-red-500" : "border-slate-300"}`;
/** "company.companyName" (the contract's path) -> "companyName" (the form's field). */
const fieldOf = (path: string) => path.replace(/^company\./, "") as Key;

function toBody(values: Values, hasCompany: boolean) {
  const base = { firstName: values.firstName, lastName: values.lastName };
  return hasCompany ? { ...base, company: { companyName: values.companyName, address1: values.address1, address2: values.address2, secondaryPhone: values.secondaryPhone } } : base;
}

function validate(values: Values, hasCompany: boolean): Errors {
  const result = ZUpdateMyProfile.safeParse(toBody(values, hasCompany));
  if (result.success) return {};
  const errors: Errors = {};
  for (const issue of result.error.issues) errors[fieldOf(issue.path.join("."))] ??= issue.message;
  return errors;
}

/** Names, and for business users the company's name, address and secondary phone (spec 000 User.company). */
export function ProfileForm({ initial }: { initial: TMyProfile }) {
  const toast = useToast();
  const hasCompany = initial.company !== null;
  const [values, setValues] = useState<Values>({ firstName: initial.firstName, lastName: initial.lastName, ...(initial.company ?? { companyName: "", address1: "", address2: "", secondaryPhone: "" }) });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);

  const set = (key: Key) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validate(values, hasCompany);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await postJson<TMyProfile & { message: string }>("/api/user/updateMyProfile", toBody(values, hasCompany));
    setSaving(false);
    if (result.ok) {
      toast.success(result.data.message);
      return;
    }
    setErrors(Object.fromEntries(Object.entries(result.shortError).map(([k, m]) => [fieldOf(k), m])) as Errors);
    toast.error(result.message ?? Messages.httpFailed("POST"));
  };

  const input = (key: Key, id: string, label: string, opts: { required?: boolean; autoComplete?: string; wide?: boolean; type?: string } = {}) => (
    <Field label={label} htmlFor={id} required={opts.required} error={errors[key]} className={opts.wide ? "sm:col-span-2" : undefined}>
      <input
        id={id}
        type={opts.type ?? "text"}
        autoComplete={opts.autoComplete}
        className={inputClass(errors[key])}
        value={values[key]}
        onChange={set(key)}
        {...(errors[key] ? { "aria-invalid": true, "aria-describedby": getFieldErrorId(id) } : {})}
      />
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid gap-4 sm:grid-cols-2" aria-label="Profile">
      {input("firstName", "profile-first-name", "First name", { required: true, autoComplete: "given-name" })}
      {input("lastName", "profile-last-name", "Last name", { autoComplete: "family-name" })}
      <Field label="Email" htmlFor="profile-email" hint="Ask the site's staff to change your sign-in email." className="sm:col-span-2">
        <input id="profile-email" className={`${inputClass()} bg-slate-50 text-slate-600`} value={initial.email} readOnly />
      </Field>
      {hasCompany ? (
        <>
          <h3 className="pt-2 text-sm font-semibold uppercase tracking-wide text-slate-500 sm:col-span-2">Company</h3>
          {input("companyName", "profile-company-name", "Company name", { required: true, autoComplete: "organization", wide: true })}
          {input("address1", "profile-address1", "Address line 1", { autoComplete: "address-line1" })}
          {input("address2", "profile-address2", "Address line 2", { autoComplete: "address-line2" })}
          {input("secondaryPhone", "profile-secondary-phone", "Office phone (secondary)", { type: "tel", autoComplete: "tel" })}
        </>
      ) : null}
      <div className="flex items-end justify-end sm:col-span-2">
        <Button type="submit" loading={saving} className="max-sm:w-full">
          Save profile
        </Button>
      </div>
    </form>
  );
}

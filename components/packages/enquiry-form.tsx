"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { postAccountForm } from "@/components/account/post-account-form";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { ZCreateEnquiry, type TCreateEnquiryInput } from "@/lib/contracts/package-enquiries";

const INPUT = "w-full rounded border border-slate-300 px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500";

/** The package page's enquiry form: travel date, party, contact and message; lands on the submitted page. */
export function EnquiryForm({ packageId, minDate, contact }: { packageId: number; minDate: string; contact: { name: string; email: string; phone: string } | null }) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TCreateEnquiryInput>({
    resolver: zodResolver(ZCreateEnquiry),
    defaultValues: { packageId, travelDate: "", adults: 2, children: 0, infants: 0, contactName: contact?.name ?? "", contactEmail: contact?.email ?? "", contactPhone: contact?.phone ?? "", message: "" },
  });
  const { errors, isSubmitting } = form.formState;
  const a = (id: string, error?: { message?: string }) => ({ id, "aria-invalid": !!error, "aria-describedby": error ? getFieldErrorId(id) : undefined });

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const out = await postAccountForm<TCreateEnquiryInput, { enquiryId: number; redirectUrl: string }>("/api/packages/enquiry", values, form.setError);
    if (out.ok) router.push(out.data.redirectUrl);
    else if (out.onFields.length === 0) setServerError(out.message);
  });

  const count = (name: "adults" | "children" | "infants", label: string, min: number) => (
    <Field label={label} htmlFor={`enquiry-${name}`} error={errors[name]?.message} required={name === "adults"}>
      <input type="number" min={min} max={99} className={INPUT} {...a(`enquiry-${name}`, errors[name])} {...form.register(name, { valueAsNumber: true })} />
    </Field>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" aria-labelledby="enquiry-heading">
      <h2 id="enquiry-heading" className="text-lg font-semibold">
        Send an enquiry
      </h2>
      <Field label="Travel date" htmlFor="enquiry-travel-date" error={errors.travelDate?.message} required>
        <input type="date" min={minDate} className={INPUT} {...a("enquiry-travel-date", errors.travelDate)} {...form.register("travelDate")} />
      </Field>
      <div className="grid grid-cols-3 gap-2">
        {count("adults", "Adults", 1)}
        {count("children", "Children", 0)}
        {count("infants", "Infants", 0)}
      </div>
      <Field label="Name" htmlFor="enquiry-name" error={errors.contactName?.message} required>
        <input autoComplete="name" className={INPUT} {...a("enquiry-name", errors.contactName)} {...form.register("contactName")} />
      </Field>
      <Field label="Email" htmlFor="enquiry-email" error={errors.contactEmail?.message} required>
        <input type="email" autoComplete="email" className={INPUT} {...a("enquiry-email", errors.contactEmail)} {...form.register("contactEmail")} />
      </Field>
      <Field label="Phone" htmlFor="enquiry-phone" error={errors.contactPhone?.message} required>
        <input type="tel" autoComplete="tel" className={INPUT} {...a("enquiry-phone", errors.contactPhone)} {...form.register("contactPhone")} />
      </Field>
      <Field label="Message" htmlFor="enquiry-message" error={errors.message?.message}>
        <textarea rows={3} className={INPUT} {...a("enquiry-message", errors.message)} {...form.register("message")} />
      </Field>
      {serverError ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="w-full">
        Send enquiry
      </Button>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import clsx from "clsx";
import Link from "next/link";
import { useState } from "react";
import { Controller, useForm, useWatch, type FieldPath } from "react-hook-form";
import { TextField } from "@/components/account/text-field";
import { Button } from "@/components/ui/button";
import { PhoneInput } from "@/components/ui/phone-input";
import { Messages } from "@/lib/constants";
import { AGENT_USER_TYPE_LABELS, AGENT_USER_TYPES, ZCreateAgentRequest, type TCreateAgentRequest, type TCreatedAgent } from "@/lib/contracts/agents";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/phone";
import { CompanyPicker } from "./company-picker";

const TYPE_HINTS: Record<(typeof AGENT_USER_TYPES)[number], string> = { retail: "Retail customer", travelAgent: "Travel agent with a company" };

const emptyValues = (): TCreateAgentRequest => ({
  userData: { userType: null, customer: { firstName: "", lastName: "", email: "", phone: "", phoneCode: DEFAULT_PHONE_COUNTRY, companyName: "", legalEntityId: null } },
});

type Created = { agent: TCreatedAgent; message: string };

/** Where to find the new customer: the customers list searched by their email or phone. */
const customerHref = (agent: TCreatedAgent, phone: string) => `/staff/customers?search=${encodeURIComponent(agent.email ?? phone)}`;

/**
 * Agent creation (spec 001 sections 2 and 5, `/createNewUser`): B2c (retail) or B2B (travel agent,
 * with a new company or one of the site's). The same zod contract as the server checks every field
 * at once; the server's field errors (shortError) land under their fields.
 */
export function CreateAgentForm() {
  const queryClient = useQueryClient();
  const [created, setCreated] = useState<{ result: Created; phone: string } | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [companyMode, setCompanyMode] = useState<"new" | "existing">("new");
  const form = useForm<TCreateAgentRequest>({ resolver: zodResolver(ZCreateAgentRequest), defaultValues: emptyValues() });
  const { register, control, formState, setValue, handleSubmit, setError, reset } = form;
  const { errors, isSubmitting } = formState;
  const userType = useWatch({ control, name: "userData.userType" });
  const customerErrors = errors.userData?.customer;

  const chooseCompanyMode = (mode: "new" | "existing") => {
    setCompanyMode(mode);
    if (mode === "new") setValue("userData.customer.legalEntityId", null);
    else setValue("userData.customer.companyName", "");
  };

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    setCreated(null);
    try {
      const response = await fetch("/api/wl/user/createAgent", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(values) });
      const body = await response.json().catch(() => null);
      if (response.ok && body?.success) {
        setCreated({ result: body.data as Created, phone: values.userData.customer.phone ?? "" });
        reset(emptyValues());
        setCompanyMode("new");
        await queryClient.invalidateQueries({ queryKey: ["customers"] });
        await queryClient.invalidateQueries({ queryKey: ["agent-companies"] });
        return;
      }
      const fieldErrors = Object.entries((body?.shortError ?? {}) as Record<string, string>);
      for (const [field, message] of fieldErrors) setError(field as FieldPath<TCreateAgentRequest>, { message });
      // Field errors sit under their fields; anything else (a refused company, a server failure) in the alert.
      if (fieldErrors.length === 0 || response.status !== 400) setServerError(body?.errorMessage ?? Messages.httpFailed("POST"));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.httpFailed("POST"));
    }
  });

  const typeError = errors.userData?.userType?.message;
  const companyError = customerErrors?.companyName?.message ?? customerErrors?.legalEntityId?.message;

  return (
    <div className="space-y-4">
      {created ? (
        <div role="status" className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-md bg-green-50 px-4 py-3 text-sm text-green-800" data-testid="create-agent-done">
          <p className="font-medium">{created.result.message}</p>
          <p>
            {[created.result.agent.firstName, created.result.agent.lastName].filter(Boolean).join(" ")}
            {created.result.agent.companyName ? ` (${created.result.agent.companyName})` : ""}
            {created.result.agent.isPasswordLinkSent ? ` will get an email at ${created.result.agent.email} to set a password.` : " has no email: no password link was sent."}
          </p>
          <Link href={customerHref(created.result.agent, created.phone)} className="font-medium text-brand hover:underline">
            View customer
          </Link>
        </div>
      ) : null}
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-6">
        <fieldset className="sm:col-span-2" aria-describedby={typeError ? "agent-type-error" : undefined}>
          <legend className="text-sm font-medium text-slate-800">
            Customer type<span aria-hidden="true" className="ml-0.5 text-red-600">*</span>
          </legend>
          <div className="mt-1 flex flex-wrap gap-2">
            {AGENT_USER_TYPES.map((type) => (
              <label
                key={type}
                className={clsx("flex min-w-40 flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm sm:flex-none", userType === type ? "border-brand bg-brand/5" : "border-slate-300")}
              >
                <input type="radio" value={type} {...register("userData.userType")} />
                <span className="font-medium">{AGENT_USER_TYPE_LABELS[type]}</span>
                <span className="text-slate-500">{TYPE_HINTS[type]}</span>
              </label>
            ))}
          </div>
          {typeError ? (
            <p id="agent-type-error" role="alert" className="mt-1 text-sm text-red-600">
              {typeError}
            </p>
          ) : null}
        </fieldset>
        <TextField id="agent-first-name" label="First name" registration={register("userData.customer.firstName")} error={customerErrors?.firstName} autoComplete="off" />
        <TextField id="agent-last-name" label="Last name" registration={register("userData.customer.lastName")} error={customerErrors?.lastName} autoComplete="off" required={false} />
        <TextField id="agent-email" label="Email" type="email" registration={register("userData.customer.email")} error={customerErrors?.email} autoComplete="off" required={false} />
        <Controller
          control={control}
          name="userData.customer.phoneCode"
          render={({ field: codeField }) => (
            <Controller
              control={control}
              name="userData.customer.phone"
              render={({ field, fieldState }) => (
                <PhoneInput
                  id="agent-phone"
                  label="Phone"
                  // As tall as the text fields beside it (they use the base font size).
                  className="[&_input]:py-2.5 [&_select]:w-32 [&_select]:py-2.5 sm:[&_select]:w-44"
                  required={userType === "travelAgent"}
                  country={String(codeField.value ?? "")}
                  phone={String(field.value ?? "")}
                  onChange={(v) => {
                    field.onChange(v.phone);
                    codeField.onChange(v.country);
                  }}
                  error={fieldState.error?.message}
                />
              )}
            />
          )}
        />
        {userType === "travelAgent" ? (
          <fieldset className="space-y-3 rounded-md border border-slate-200 p-3 sm:col-span-2">
            <legend className="px-1 text-sm font-medium text-slate-800">Company</legend>
            <div className="flex flex-wrap gap-4 text-sm">
              {(["new", "existing"] as const).map((mode) => (
                <label key={mode} className="flex items-center gap-2">
                  <input type="radio" name="agent-company-mode" checked={companyMode === mode} onChange={() => chooseCompanyMode(mode)} />
                  {mode === "new" ? "New company" : "Existing company"}
                </label>
              ))}
            </div>
            {companyMode === "new" ? (
              <TextField id="agent-company-name" label="Company name" registration={register("userData.customer.companyName")} error={customerErrors?.companyName} autoComplete="off" />
            ) : (
              <Controller
                control={control}
                name="userData.customer.legalEntityId"
                render={({ field }) => (
                  <CompanyPicker
                    id="agent-company-search"
                    value={field.value ?? null}
                    onChange={(company) => {
                      field.onChange(company?.legalEntityId ?? null);
                      if (company) form.clearErrors(["userData.customer.companyName", "userData.customer.legalEntityId"]);
                    }}
                    error={companyError}
                  />
                )}
              />
            )}
          </fieldset>
        ) : null}
        {serverError ? (
          <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2" data-testid="create-agent-error">
            {serverError}
          </p>
        ) : null}
        <div className="sm:col-span-2">
          <Button type="submit" loading={isSubmitting} className="w-full sm:w-auto">
            Create agent
          </Button>
        </div>
      </form>
    </div>
  );
}

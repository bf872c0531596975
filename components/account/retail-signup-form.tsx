"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Gender } from "@/lib/constants";
import { ZRetailSignupRequest, type TRetailSignupRequest } from "@/lib/contracts/account";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/phone";
import { PhoneField } from "./phone-field";
import { TextField } from "./text-field";
import { useSignup } from "./use-signup";

/** Retail (B2C) registration. */
export function RetailSignupForm() {
  const form = useForm<TRetailSignupRequest>({
    resolver: zodResolver(ZRetailSignupRequest),
    defaultValues: { userType: "retail", firstName: "", lastName: "", email: "", phone: "", phoneCode: DEFAULT_PHONE_COUNTRY, password: "", confirmPassword: "" },
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit, serverError } = useSignup(form.setError);

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Gender" htmlFor="retail-gender" error={errors.gender?.message} required>
        <select
          id="retail-gender"
          className="w-full rounded border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-500"
          defaultValue=""
          aria-invalid={!!errors.gender}
          aria-describedby={errors.gender ? getFieldErrorId("retail-gender") : undefined} {...register("gender", { setValueAs: (v) => (v === "" ? undefined : Number(v)) })}>
          <option value="" disabled>
            Select
          </option>
          <option value={Gender.Male}>Male</option>
          <option value={Gender.Female}>Female</option>
        </select>
      </Field>
      <div className="max-sm:hidden" />
      <TextField id="retail-first-name" label="First name" registration={register("firstName")} error={errors.firstName} autoComplete="given-name" />
      <TextField id="retail-last-name" label="Last name" registration={register("lastName")} error={errors.lastName} autoComplete="family-name" />
      <TextField id="retail-email" label="Email" type="email" registration={register("email")} error={errors.email} autoComplete="email" />
      <PhoneField control={control} id="retail-phone" label="Mobile number" phone="phone" code="phoneCode" />
      <TextField id="retail-password" label="Password" type="password" registration={register("password")} error={errors.password} autoComplete="new-password" />
      <TextField id="retail-confirm-password" label="Confirm password" type="password" registration={register("confirmPassword")} error={errors.confirmPassword} autoComplete="new-password" />
      {serverError ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2" data-testid="signup-error">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="sm:col-span-2">
        Create account
      </Button>
    </form>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { ZCompanySignupRequest, type TCompanySignupRequest } from "@/lib/contracts/account";
import { DEFAULT_PHONE_COUNTRY } from "@/lib/phone";
import { PhoneField } from "./phone-field";
import { TextField } from "./text-field";
import { useSignup } from "./use-signup";

/** Company (B2B travel agent or corporate) registration with the concerned person. */
export function CompanySignupForm() {
  const form = useForm<TCompanySignupRequest>({
    resolver: zodResolver(ZCompanySignupRequest),
    defaultValues: {
      userType: "travelAgent",
      companyName: "",
      email: "",
      phone: "",
      phoneCode: DEFAULT_PHONE_COUNTRY,
      secondaryPhone: "",
      secondaryPhoneCode: DEFAULT_PHONE_COUNTRY,
      firstName: "",
      lastName: "",
      country: "India",
      state: "",
      city: "",
      pincode: "",
      address1: "",
      address2: "",
      password: "",
      confirmPassword: "",
    },
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;
  const { submit, serverError } = useSignup(form.setError);

  return (
    <form onSubmit={form.handleSubmit(submit)} noValidate className="grid gap-4 sm:grid-cols-2">
      <Field label="Business type" htmlFor="company-user-type" error={errors.userType?.message} required>
        <select id="company-user-type" className="w-full rounded border border-slate-300 px-3 py-2" {...register("userType")}>
          <option value="travelAgent">Travel agent (B2B)</option>
          <option value="corporate">Corporate</option>
        </select>
      </Field>
      <TextField id="company-name" label="Company name" registration={register("companyName")} error={errors.companyName} autoComplete="organization" />
      <TextField id="company-email" label="Primary email" type="email" registration={register("email")} error={errors.email} autoComplete="email" />
      <PhoneField control={control} id="company-phone" label="Primary phone" phone="phone" code="phoneCode" />
      <PhoneField control={control} id="company-secondary-phone" label="Secondary phone" phone="secondaryPhone" code="secondaryPhoneCode" />
      <TextField id="company-first-name" label="Concerned person first name" registration={register("firstName")} error={errors.firstName} autoComplete="given-name" />
      <TextField id="company-last-name" label="Concerned person last name" registration={register("lastName")} error={errors.lastName} autoComplete="family-name" />
      <TextField id="company-country" label="Country" registration={register("country")} error={errors.country} autoComplete="country-name" />
      <TextField id="company-state" label="State" registration={register("state")} error={errors.state} autoComplete="address-level1" />
      <TextField id="company-city" label="City" registration={register("city")} error={errors.city} autoComplete="address-level2" />
      <TextField id="company-pincode" label="Pincode" registration={register("pincode")} error={errors.pincode} autoComplete="postal-code" />
      <TextField id="company-address1" label="Address line 1" registration={register("address1")} error={errors.address1} autoComplete="address-line1" />
      <TextField id="company-address2" label="Address line 2" registration={register("address2")} error={errors.address2} autoComplete="address-line2" required={false} />
      <TextField id="company-password" label="Password" type="password" registration={register("password")} error={errors.password} autoComplete="new-password" />
      <TextField id="company-confirm-password" label="Confirm password" type="password" registration={register("confirmPassword")} error={errors.confirmPassword} autoComplete="new-password" />
      {serverError ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700 sm:col-span-2" data-testid="signup-error">
          {serverError}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="sm:col-span-2">
        Register company
      </Button>
    </form>
  );
}

"use client";

import { useFormContext } from "react-hook-form";
import { PhoneField } from "@/components/account/phone-field";
import { TextField } from "@/components/account/text-field";
import type { PassengerFormValues } from "./passenger-form-model";

/** The lead passenger's contact: email and mobile with the dial-code selector (India preferred). */
export function LeadContactFields({ index }: { index: number }) {
  const { register, control, formState } = useFormContext<PassengerFormValues>();
  const errors = formState.errors.passengers?.[index];
  return (
    <div role="group" aria-label="Contact details" className="grid grid-cols-1 gap-3 border-t border-slate-100 pt-3 min-[601px]:grid-cols-2">
      <TextField id={`pax-${index}-email`} label="Email" type="email" autoComplete="email" registration={register(`passengers.${index}.email`)} error={errors?.email} />
      <PhoneField control={control} id={`pax-${index}-mobileNo`} label="Mobile number" phone={`passengers.${index}.mobileNo`} code={`passengers.${index}.phoneCode`} />
    </div>
  );
}

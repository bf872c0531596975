"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/account/text-field";
import type { TCountry } from "@/lib/contracts/masterdata";
import type { PassengerFormValues } from "./passenger-form-model";
import { SelectField } from "./select-field";

/** Passport number, issue and expiry dates, issuing country and nationality: international trips only. */
export function PassportFields({ index, countries }: { index: number; countries: TCountry[] }) {
  const { register, formState } = useFormContext<PassengerFormValues>();
  const errors = formState.errors.passengers?.[index];
  const id = (field: string) => `pax-${index}-${field}`;
  const options = countries.map((c) => ({ value: c.code, label: c.name }));
  return (
    <div role="group" aria-label={`Passport of passenger ${index + 1}`} className="grid grid-cols-1 gap-3 border-t border-slate-100 pt-3 min-[601px]:grid-cols-2 lg:grid-cols-3">
      <TextField id={id("passportNo")} label="Passport number" autoComplete="off" registration={register(`passengers.${index}.passportNo`)} error={errors?.passportNo} />
      <TextField id={id("passportIssueDate")} label="Passport issue date" type="date" registration={register(`passengers.${index}.passportIssueDate`)} error={errors?.passportIssueDate} />
      <TextField id={id("passportExpiry")} label="Passport expiry date" type="date" registration={register(`passengers.${index}.passportExpiry`)} error={errors?.passportExpiry} />
      <SelectField id={id("passportIssueCountryCode")} label="Passport issuing country" options={options} registration={register(`passengers.${index}.passportIssueCountryCode`)} error={errors?.passportIssueCountryCode} />
      <SelectField id={id("nationality")} label="Nationality" required={false} options={options} registration={register(`passengers.${index}.nationality`)} error={errors?.nationality} />
    </div>
  );
}

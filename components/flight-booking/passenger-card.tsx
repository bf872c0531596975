"use client";

import { useFormContext } from "react-hook-form";
import { TextField } from "@/components/account/text-field";
import { Gender } from "@/lib/constants";
import type { TCountry } from "@/lib/contracts/masterdata";
import { TITLES_BY_PAX_TYPE } from "@/lib/passenger-rules";
import { LeadContactFields } from "./lead-contact-fields";
import { GENDER_BY_TITLE, PAX_TYPE_LABEL, type PassengerFormValues } from "./passenger-form-model";
import { PassportFields } from "./passport-fields";
import { SelectField } from "./select-field";

const GENDER_OPTIONS = [
  { value: String(Gender.Male), label: "Male" },
  { value: String(Gender.Female), label: "Female" },
];

export type PassengerCardProps = {
  index: number;
  isInternational: boolean;
  countries: TCountry[];
  /** The extras pickers of this passenger (SSR), rendered at the bottom of the card. */
  extras?: React.ReactNode;
};

/** Passenger heading: "Passenger 1 · Adult (lead passenger)". */
export function passengerHeading(index: number, paxType: 1 | 2 | 3, isLead: boolean): string {
  return `Passenger ${index + 1} · ${PAX_TYPE_LABEL[paxType]}${isLead ? " (lead passenger)" : ""}`;
}

/** One passenger: title by type, names, gender, date of birth, passport abroad, the lead's contact, extras. */
export function PassengerCard({ index, isInternational, countries, extras }: PassengerCardProps) {
  const { register, watch, setValue, formState } = useFormContext<PassengerFormValues>();
  const paxType = watch(`passengers.${index}.paxType`);
  const isLead = watch(`passengers.${index}.isLeadPax`);
  const errors = formState.errors.passengers?.[index];
  const id = (field: string) => `pax-${index}-${field}`;
  const titleOptions = TITLES_BY_PAX_TYPE[paxType].map((t) => ({ value: t, label: t }));

  return (
    <fieldset className="min-w-0 space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm max-[600px]:p-3">
      <legend className="float-left mb-1 w-full text-base font-semibold text-slate-900">{passengerHeading(index, paxType, isLead)}</legend>
      <div className="clear-both grid grid-cols-1 gap-3 min-[601px]:grid-cols-2 lg:grid-cols-3">
        <SelectField
          id={id("title")}
          label="Title"
          options={titleOptions}
          error={errors?.title}
          registration={register(`passengers.${index}.title`, {
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
              const gender = GENDER_BY_TITLE[event.target.value];
              if (gender) setValue(`passengers.${index}.gender`, gender, { shouldValidate: formState.isSubmitted });
            },
          })}
        />
        <TextField id={id("firstName")} label="First name" autoComplete="off" registration={register(`passengers.${index}.firstName`)} error={errors?.firstName} />
        <TextField id={id("lastName")} label="Last name" autoComplete="off" registration={register(`passengers.${index}.lastName`)} error={errors?.lastName} />
        <SelectField id={id("gender")} label="Gender" options={GENDER_OPTIONS} registration={register(`passengers.${index}.gender`)} error={errors?.gender} />
        <TextField id={id("dateOfBirth")} label="Date of birth" type="date" registration={register(`passengers.${index}.dateOfBirth`)} error={errors?.dateOfBirth} />
      </div>
      {errors?.paxType?.message || errors?.isLeadPax?.message ? (
        <p role="alert" className="text-sm text-red-600">
          {errors?.paxType?.message ?? errors?.isLeadPax?.message}
        </p>
      ) : null}
      {isInternational ? <PassportFields index={index} countries={countries} /> : null}
      {isLead ? <LeadContactFields index={index} /> : null}
      {extras}
    </fieldset>
  );
}

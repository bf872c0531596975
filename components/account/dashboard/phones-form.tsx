"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { PhoneInput, type PhoneValue } from "@/components/ui/phone-input";
import { useToast } from "@/components/ui/toast";
import { ENTER_VALID_PHONE_MESSAGE, INVALID_PHONE_VALUE, PHONE_LABELS, PHONE_UPDATE_FAILED_MESSAGE, PHONE_UPDATED_MESSAGE, isValidDialPhone } from "@/lib/contracts/profile";
import { DEFAULT_PHONE_COUNTRY, getDialCodeCountries } from "@/lib/phone";
import { postJson } from "@/components/account/profile/post-json";

type Label = (typeof PHONE_LABELS)[number];
type Stored = { label: string; phoneNumber: string; phoneCountryCode: string };

function initialValue(stored: Stored | undefined): PhoneValue {
  const countries = getDialCodeCountries();
  const country = countries.find((c) => c.dial_code === stored?.phoneCountryCode)?.code ?? DEFAULT_PHONE_COUNTRY;
  return { country, dialCode: countries.find((c) => c.code === country)?.dial_code ?? "+91", phone: stored && stored.phoneNumber !== INVALID_PHONE_VALUE ? stored.phoneNumber : "" };
}

/** Primary (required), Secondary and Emergency phones, saved through user/changeMyPhoneDetails (decision 0020). */
export function PhonesForm({ phoneNumbers }: { phoneNumbers: Stored[] }) {
  const toast = useToast();
  const [values, setValues] = useState<Record<Label, PhoneValue>>(() => Object.fromEntries(PHONE_LABELS.map((l) => [l, initialValue(phoneNumbers.find((p) => p.label === l))])) as Record<Label, PhoneValue>);
  const [errors, setErrors] = useState<Partial<Record<Label, string>>>({});
  const [saving, setSaving] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Label, string>> = {};
    for (const label of PHONE_LABELS) {
      const v = values[label];
      if ((label === "Primary" || v.phone.trim() !== "") && !isValidDialPhone(v.dialCode, v.phone)) found[label] = ENTER_VALID_PHONE_MESSAGE;
    }
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const body = { phoneNumbers: PHONE_LABELS.map((label) => ({ label, phoneNumber: values[label].phone.trim(), phoneCountryCode: values[label].dialCode })) };
    const result = await postJson("/api/user/changeMyPhoneDetails", body);
    setSaving(false);
    if (result.ok) {
      toast.success(PHONE_UPDATED_MESSAGE);
      return;
    }
    const next: Partial<Record<Label, string>> = {};
    for (const [key, message] of Object.entries(result.shortError)) {
      const index = Number(/^phoneNumbers\.(\d)/.exec(key)?.[1] ?? "0");
      next[PHONE_LABELS[index] ?? "Primary"] ??= message;
    }
    setErrors(next);
    toast.error(PHONE_UPDATE_FAILED_MESSAGE);
  };

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="grid max-w-xl gap-4" aria-label="Phones">
      {PHONE_LABELS.map((label) => (
        <PhoneInput
          key={label}
          id={`profile-phone-${label.toLowerCase()}`}
          label={`${label} phone`}
          required={label === "Primary"}
          country={values[label].country}
          phone={values[label].phone}
          onChange={(next) => {
            setValues((v) => ({ ...v, [label]: next }));
            setErrors((e) => ({ ...e, [label]: undefined }));
          }}
          error={errors[label]}
        />
      ))}
      <div className="flex items-end justify-end">
        <Button type="submit" loading={saving} className="max-sm:w-full">
          Save phones
        </Button>
      </div>
    </form>
  );
}

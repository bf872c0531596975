"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { PhoneInput, type PhoneValue } from "@/components/ui/phone-input";
import { useToast } from "@/components/ui/toast";
import {
  ENTER_VALID_PHONE_MESSAGE,
  INVALID_PHONE_VALUE,
  PHONE_UPDATE_FAILED_MESSAGE,
  PHONE_UPDATED_MESSAGE,
  isValidDialPhone,
} from "@/lib/contracts/profile";
import { DEFAULT_PHONE_COUNTRY, getDialCodeCountries } from "@/lib/phone";
import { postJson } from "./post-json";

/** Spec 001 section 9: the phone-invalid prompt appears 5 seconds after load. */
export const PHONE_PROMPT_DELAY_MS = 5000;
/** Decision 0020: "Later" hides the prompt for a day, per user, in this browser. */
export const PHONE_PROMPT_SNOOZE_MS = 24 * 60 * 60 * 1000;
const snoozeKey = (userId: number) => `wayfare-phone-prompt-snoozed:${userId}`;

type StoredPhone = { label: "Primary" | "Secondary" | "Emergency"; phoneNumber: string; phoneCountryCode: string };
type Props = { userId: number; phoneNumbers: StoredPhone[] };

function countryOfDialCode(dialCode: string): string {
  return getDialCodeCountries().find((c) => c.dial_code === dialCode)?.code ?? DEFAULT_PHONE_COUNTRY;
}

function isSnoozed(userId: number): boolean {
  try {
    const at = Number(window.localStorage.getItem(snoozeKey(userId)) ?? "0");
    return Date.now() - at < PHONE_PROMPT_SNOOZE_MS;
  } catch {
    return false;
  }
}

/**
 * Asks a signed-in user whose Primary phone is missing or invalid ("INVALID" means unknown) for a
 * valid one, 5 seconds after the page loads; saves through user/changeMyPhoneDetails, keeping the
 * Secondary and Emergency numbers. Rendered only when the server found the Primary phone invalid.
 */
export function PhonePrompt({ userId, phoneNumbers }: Props) {
  const toast = useToast();
  const primary = phoneNumbers.find((p) => p.label === "Primary");
  const [open, setOpen] = useState(false);
  const [fixed, setFixed] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [value, setValue] = useState<PhoneValue>(() => {
    const country = primary?.phoneCountryCode ? countryOfDialCode(primary.phoneCountryCode) : DEFAULT_PHONE_COUNTRY;
    const dial = getDialCodeCountries().find((c) => c.code === country)?.dial_code ?? "+91";
    return { country, dialCode: dial, phone: primary && primary.phoneNumber !== INVALID_PHONE_VALUE ? primary.phoneNumber : "" };
  });

  useEffect(() => {
    if (fixed) return;
    const timer = window.setTimeout(() => {
      if (!isSnoozed(userId)) setOpen(true);
    }, PHONE_PROMPT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [userId, fixed]);

  const snooze = () => {
    try {
      window.localStorage.setItem(snoozeKey(userId), String(Date.now()));
    } catch {
      // Private mode: the prompt simply comes back on the next page load.
    }
    setOpen(false);
  };

  const save = async () => {
    if (!isValidDialPhone(value.dialCode, value.phone)) {
      setError(ENTER_VALID_PHONE_MESSAGE);
      return;
    }
    setError(undefined);
    setSaving(true);
    const others = phoneNumbers.filter((p) => p.label !== "Primary" && isValidDialPhone(p.phoneCountryCode, p.phoneNumber));
    const result = await postJson("/api/user/changeMyPhoneDetails", {
      phoneNumbers: [{ label: "Primary", phoneNumber: value.phone, phoneCountryCode: value.dialCode }, ...others],
    });
    setSaving(false);
    if (result.ok) {
      toast.success(PHONE_UPDATED_MESSAGE);
      setFixed(true);
      setOpen(false);
      return;
    }
    toast.error(PHONE_UPDATE_FAILED_MESSAGE);
    setError(Object.entries(result.shortError).find(([key]) => key.startsWith("phoneNumbers"))?.[1]);
  };

  if (fixed) return null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : snooze())}
      title="Update your phone number"
      description="We could not find a valid mobile number on your account. Add one so we can reach you about your bookings."
      showOk={false}
      actions={
        <>
          <Button variant="secondary" onClick={snooze}>
            Later
          </Button>
          <Button onClick={() => void save()} loading={saving}>
            Save
          </Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <PhoneInput
          id="phone-prompt-number"
          label="Primary phone"
          required
          country={value.country}
          phone={value.phone}
          onChange={(next) => {
            setValue(next);
            setError(undefined);
          }}
          error={error}
        />
      </form>
    </Modal>
  );
}

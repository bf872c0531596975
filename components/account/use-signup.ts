"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { Messages } from "@/lib/constants";
import type { TSignupRequest } from "@/lib/contracts/account";

/** Posts a registration; server field errors (shortError) land on their fields. */
export function useSignup<T extends FieldValues>(setError: UseFormSetError<T>) {
  const router = useRouter();
  const [serverError, setServerError] = useState<string | null>(null);
  const submit = async (values: TSignupRequest) => {
    setServerError(null);
    // A shared referral link (/signup?ref=CODE, decision 0023): the code rides along; an unknown one is ignored.
    const ref = new URLSearchParams(window.location.search).get("ref");
    const body = ref ? { ...values, referralCode: ref } : values;
    try {
      const response = await fetch("/api/wl/user/signup", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      const answer = await response.json().catch(() => null);
      if (response.ok && answer?.success) {
        router.push("/signup_success");
        return;
      }
      for (const [field, message] of Object.entries((answer?.shortError ?? {}) as Record<string, string>)) setError(field as Path<T>, { message });
      setServerError(answer?.errorMessage ?? Messages.httpFailed("POST"));
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.httpFailed("POST"));
    }
  };
  return { submit, serverError };
}

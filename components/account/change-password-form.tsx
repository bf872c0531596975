"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ZChangePasswordRequest, type TChangePasswordRequest } from "@/lib/contracts/passwords";
import { postAccountForm } from "./post-account-form";
import { TextField } from "./text-field";

const EMPTY: TChangePasswordRequest = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * /user/change_password. The server answers with a fresh session cookie for this browser; every
 * other browser of the user is signed out.
 */
export function ChangePasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TChangePasswordRequest>({ resolver: zodResolver(ZChangePasswordRequest), defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    setDone(null);
    const outcome = await postAccountForm<TChangePasswordRequest, { message: string }>("/api/wl/user/changePassword", values, form.setError);
    if (outcome.ok) {
      setDone(outcome.data.message);
      form.reset(EMPTY);
      return;
    }
    // A message already shown under its field is not repeated in the alert.
    if (outcome.onFields.length === 0) setServerError(outcome.message);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <TextField id="change-current-password" label="Current password" type="password" autoComplete="current-password" registration={form.register("currentPassword")} error={errors.currentPassword} />
      <TextField id="change-new-password" label="New password" type="password" autoComplete="new-password" registration={form.register("newPassword")} error={errors.newPassword} />
      <TextField id="change-confirm-password" label="Confirm new password" type="password" autoComplete="new-password" registration={form.register("confirmPassword")} error={errors.confirmPassword} />
      {serverError ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="change-password-error">
          {serverError}
        </p>
      ) : null}
      {done ? (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="change-password-done">
          {done}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting} className="w-full">
        Change password
      </Button>
    </form>
  );
}

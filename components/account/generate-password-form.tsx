"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { PasswordMessages, ZGeneratePasswordRequest, type TGeneratePasswordRequest } from "@/lib/contracts/passwords";
import { postAccountForm } from "./post-account-form";
import { TextField } from "./text-field";

const linkClass = "font-medium text-brand hover:underline";

/** /generate_password?token=...: sets the password from a set-password or reset link, then on to log in. */
export function GeneratePasswordForm({ token, companyName }: { token: string | null; companyName: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(token ? null : PasswordMessages.linkInvalid);
  const form = useForm<TGeneratePasswordRequest>({ resolver: zodResolver(ZGeneratePasswordRequest), defaultValues: { token: token ?? "", password: "", confirmPassword: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const outcome = await postAccountForm<TGeneratePasswordRequest, { message: string }>("/api/wl/user/generatePassword", values, form.setError);
    if (outcome.ok) setDone(outcome.data.message);
    // A refused link (the hidden token field) goes in the alert; password messages stay under their fields.
    else if (outcome.onFields.every((field) => field === "token")) setServerError(outcome.message);
  });
  // A refused link is shown once, in the alert, not again under a hidden field.
  const linkRefused = !!serverError && !!errors.token;

  return (
    <section className="mx-auto mt-8 w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">Set your {companyName} password</h1>
      {done ? (
        <>
          <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="generate-password-done">
            {done}
          </p>
          <Link href="/login" className="inline-flex min-h-9 w-full items-center justify-center rounded-md bg-brand px-4 py-2 text-sm font-medium text-white hover:opacity-90">
            Log in
          </Link>
        </>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <input type="hidden" {...form.register("token")} />
          <TextField id="generate-password" label="New password" type="password" autoComplete="new-password" registration={form.register("password")} error={errors.password} />
          <TextField id="generate-confirm-password" label="Confirm password" type="password" autoComplete="new-password" registration={form.register("confirmPassword")} error={errors.confirmPassword} />
          {serverError ? (
            <div role="alert" className="space-y-1 rounded bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="generate-password-error">
              <p>{serverError}</p>
              {linkRefused || !token ? (
                <Link href="/forgot_password" className={linkClass}>
                  Request a new link
                </Link>
              ) : null}
            </div>
          ) : null}
          <Button type="submit" loading={isSubmitting} disabled={!token} className="w-full">
            Set password
          </Button>
        </form>
      )}
    </section>
  );
}

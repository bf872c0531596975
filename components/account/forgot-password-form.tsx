"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ZForgetPasswordRequest, type TForgetPasswordRequest } from "@/lib/contracts/passwords";
import { postAccountForm } from "./post-account-form";
import { TextField } from "./text-field";

/** /forgot_password: asks for the account's email and sends a single-use reset link to it. */
export function ForgotPasswordForm({ companyName }: { companyName: string }) {
  const [done, setDone] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<TForgetPasswordRequest>({ resolver: zodResolver(ZForgetPasswordRequest), defaultValues: { email: "" } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setServerError(null);
    const outcome = await postAccountForm<TForgetPasswordRequest, { message: string }>("/api/wl/user/forgetPassword", values, form.setError);
    if (outcome.ok) setDone(outcome.data.message);
    // A message already shown under its field is not repeated in the alert.
    else if (outcome.onFields.length === 0) setServerError(outcome.message);
  });

  return (
    <section className="mx-auto mt-8 w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">Forgot your {companyName} password?</h1>
      {done ? (
        <p role="status" className="rounded bg-green-50 px-3 py-2 text-sm text-green-800" data-testid="forgot-password-sent">
          {done}
        </p>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">Enter the email address of your account and we will send you a link to set a new password.</p>
          <TextField id="forgot-email" label="Email" type="email" autoComplete="email" registration={form.register("email")} error={errors.email} />
          {serverError ? (
            <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="forgot-password-error">
              {serverError}
            </p>
          ) : null}
          <Button type="submit" loading={isSubmitting} className="w-full">
            Send reset link
          </Button>
        </form>
      )}
      <p className="text-sm text-slate-600">
        Remembered it?{" "}
        <Link href="/login" className="font-medium text-brand hover:underline">
          Log in
        </Link>
      </p>
    </section>
  );
}

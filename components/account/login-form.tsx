"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import Link from "next/link";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { ZLoginRequest, type TLoginRequest } from "@/lib/contracts/auth";
import { Messages } from "@/lib/constants";
import type { SocialProvider } from "@/lib/contracts/sign-in";
import { SocialSignInButtons } from "./social-sign-in-buttons";

/** `socialProviders`: the site's Google / Facebook sign-in (decision 0024); `initialError`: why a provider sign-in came back refused. */
type Props = { redirectTarget: string; companyName: string; socialProviders?: SocialProvider[]; initialError?: string | null };

/**
 * Sign-in with email or phone and password, through POST /api/wl/user/login (which sets the
 * session cookies). A failed sign-in shows the server's message here instead of logging out.
 */
export function LoginForm({ redirectTarget, companyName, socialProviders = [], initialError = null }: Props) {
  const [serverError, setServerError] = useState<string | null>(initialError);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<TLoginRequest>({ resolver: zodResolver(ZLoginRequest), defaultValues: { email: "", password: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    let response: Response;
    try {
      response = await fetch("/api/wl/user/login", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(values) });
    } catch (error) {
      setServerError(error instanceof Error ? error.message : Messages.httpFailed("POST"));
      return;
    }
    const body = await response.json().catch(() => null);
    if (!response.ok || !body?.success) {
      setServerError(body?.errorMessage ?? Messages.httpFailed("POST"));
      return;
    }
    window.localStorage.setItem("wayfare-user", JSON.stringify(body.data.user));
    window.location.assign(redirectTarget);
  });

  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto mt-8 w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <h1 className="text-xl font-semibold">Log in to {companyName}</h1>
      <div className="space-y-1">
        <label htmlFor="login-email" className="block text-sm font-medium">
          Email or phone
        </label>
        <input id="login-email" type="text" autoComplete="username" className="w-full rounded border border-slate-300 px-3 py-2" aria-invalid={!!errors.email} {...register("email")} />
        {errors.email ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.email.message}
          </p>
        ) : null}
      </div>
      <div className="space-y-1">
        <label htmlFor="login-password" className="block text-sm font-medium">
          Password
        </label>
        <input id="login-password" type="password" autoComplete="current-password" className="w-full rounded border border-slate-300 px-3 py-2" aria-invalid={!!errors.password} {...register("password")} />
        {errors.password ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.password.message}
          </p>
        ) : null}
      </div>
      <p className="text-right text-sm">
        <Link href="/forgot_password" className="font-medium text-[var(--brand-color)] hover:underline">
          Forgot password?
        </Link>
      </p>
      {serverError ? (
        <p role="alert" className="rounded bg-red-50 px-3 py-2 text-sm text-red-700" data-testid="login-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" disabled={isSubmitting} className="w-full rounded bg-[var(--brand-color)] px-4 py-2 font-medium text-white disabled:opacity-60">
        {isSubmitting ? "Logging in..." : "Log in"}
      </button>
      <SocialSignInButtons providers={socialProviders} callbackUrl={redirectTarget} />
    </form>
  );
}

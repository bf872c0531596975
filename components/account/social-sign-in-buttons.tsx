"use client";

import { useState } from "react";
import { SOCIAL_PROVIDER_LABELS, type SocialProvider } from "@/lib/contracts/sign-in";

/**
 * "Continue with Google / Facebook" (decision 0024): what next-auth's signIn() does, without its
 * client bundle: fetch the CSRF token, POST /api/auth/signin/<provider>, go to the provider.
 */
async function startProviderSignIn(provider: SocialProvider, callbackUrl: string): Promise<void> {
  const csrf = await fetch("/api/auth/csrf").then((r) => r.json());
  const response = await fetch(`/api/auth/signin/${provider}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken: String(csrf?.csrfToken ?? ""), callbackUrl, json: "true" }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || typeof body?.url !== "string") throw new Error(body?.errorMessage ?? "Could not start the sign-in. Please try again.");
  window.location.assign(body.url);
}

function ProviderIcon({ provider }: { provider: SocialProvider }) {
  if (provider === "google") {
    return (
      <svg aria-hidden="true" viewBox="0 0 48 48" className="h-5 w-5">
        <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
        <path fill="#FF3D00" d="M6.3 14.7l6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
        <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-8l-6.5 5C9.5 39.6 16.2 44 24 44z" />
        <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
      </svg>
    );
  }
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
      <path fill="#1877F2" d="M24 12a12 12 0 1 0-13.9 11.9v-8.4H7.1V12h3V9.4c0-3 1.8-4.7 4.5-4.7 1.3 0 2.7.2 2.7.2v2.9h-1.5c-1.5 0-2 .9-2 1.9V12h3.4l-.5 3.5h-2.9v8.4A12 12 0 0 0 24 12z" />
    </svg>
  );
}

export function SocialSignInButtons({ providers, callbackUrl }: { providers: SocialProvider[]; callbackUrl: string }) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;
  const start = async (provider: SocialProvider) => {
    setError(null);
    setPending(provider);
    try {
      await startProviderSignIn(provider, callbackUrl);
    } catch (e) {
      setError(e instanceof Error ? e.message : "Could not start the sign-in. Please try again.");
      setPending(null);
    }
  };
  return (
    <div className="space-y-3">
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        or
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      {providers.map((provider) => (
        <button
          key={provider}
          type="button"
          disabled={pending !== null}
          onClick={() => void start(provider)}
          className="flex w-full items-center justify-center gap-3 rounded border border-slate-300 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-60"
        >
          <ProviderIcon provider={provider} />
          {pending === provider ? "Redirecting..." : `Continue with ${SOCIAL_PROVIDER_LABELS[provider]}`}
        </button>
      ))}
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

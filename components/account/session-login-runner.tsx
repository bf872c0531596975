"use client";

import Link from "next/link";
import { useEffect, useRef, useState } from "react";

/**
 * /login/session?sessionId=...: uses a session exchange id (decision 0024) through
 * POST /api/wl/user/loginBySessionId, then goes on. An id whose user is not found goes to logout
 * (spec 001 section 4); a used, expired or blocked one shows why, with a way to log in.
 */
export function SessionLoginRunner({ sessionId, redirectTarget }: { sessionId: string; redirectTarget: string }) {
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    (async () => {
      const response = await fetch("/api/wl/user/loginBySessionId", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ sessionId }) }).catch(() => null);
      const body = await response?.json().catch(() => null);
      if (response?.ok && body?.success) {
        window.localStorage.setItem("wayfare-user", JSON.stringify(body.data.user));
        window.location.replace(redirectTarget);
      } else if (response?.status === 404) {
        window.location.replace("/logout");
      } else {
        setError(body?.errorMessage ?? "Could not sign you in. Please log in.");
      }
    })();
  }, [sessionId, redirectTarget]);
  if (!error) {
    return (
      <p role="status" className="mt-10 text-center text-slate-600">
        Signing you in...
      </p>
    );
  }
  return (
    <div className="mx-auto mt-10 w-full max-w-sm space-y-4 rounded-lg border border-slate-200 bg-white p-6 text-center shadow-sm">
      <p role="alert" className="text-sm text-red-700" data-testid="session-login-error">
        {error}
      </p>
      <Link href="/login" className="inline-block rounded bg-brand px-4 py-2 font-medium text-white">
        Log in
      </Link>
    </div>
  );
}

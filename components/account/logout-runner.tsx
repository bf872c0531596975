"use client";

import { useEffect, useRef } from "react";
import { clearClientState } from "@/lib/api-client";
import { withRedirectParams } from "@/lib/redirects";

/** Ends the session on the server, clears persisted client state and goes to login, keeping the redirect parameters. */
export function LogoutRunner({ redirectTo, redirectType }: { redirectTo: string | null; redirectType: string | null }) {
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    fetch("/api/wl/user/logout", { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })
      .catch(() => undefined)
      .finally(() => {
        clearClientState();
        window.location.replace(withRedirectParams("/login", { redirectTo, redirectType }));
      });
  }, [redirectTo, redirectType]);
  return (
    <p role="status" className="mt-10 text-center text-slate-600">
      Logging out...
    </p>
  );
}

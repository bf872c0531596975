"use client";

import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useEffect, useState, type ReactNode } from "react";
import { configureApiClient } from "@/lib/api-client";
import { ToastProvider, useToast } from "@/components/ui/toast";
import { DEFAULT_TIME_ZONE } from "@/lib/dates";
import { SiteTimeZoneProvider } from "./site-time-zone";

function ApiClientBridge({ siteId }: { siteId: number | null }) {
  const toast = useToast();
  const router = useRouter();
  useEffect(() => {
    if (siteId !== null) window.localStorage.setItem("wayfare-site", JSON.stringify({ id: siteId }));
    configureApiClient({
      onToast: (kind, message) => (kind === "success" ? toast.success(message) : toast.error(message)),
      onUnauthorized: ({ flight }) => {
        const here = window.location.pathname + window.location.search;
        // Both log out (the session ends, client state is cleared); the flight wrapper then goes to flight search.
        router.push(`/logout?redirectTo=${encodeURIComponent(flight ? "/app/flight/search" : here)}`);
      },
      onPaymentRequired: ({ bookingId }) => router.push(bookingId === null ? "/app/flight/bookingReview" : `/app/flight/bookingReview/${bookingId}`),
    });
  }, [siteId, toast, router]);
  return null;
}

export function AppProviders({ siteId, timeZone = DEFAULT_TIME_ZONE, children }: { siteId: number | null; timeZone?: string; children: ReactNode }) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } }));
  return (
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <ApiClientBridge siteId={siteId} />
        <SiteTimeZoneProvider timeZone={timeZone}>{children}</SiteTimeZoneProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}

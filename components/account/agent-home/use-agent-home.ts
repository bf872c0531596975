"use client";

import { useQuery } from "@tanstack/react-query";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TDashboard, TDeparture, TRecentSearch } from "@/lib/contracts/dashboard";

async function read<T>(path: string): Promise<T> {
  const body = await api.get<ApiEnvelope<T>>(path);
  if (!body.success || body.data === undefined) throw new ApiError(body.errorMessage ?? "Could not load", 400);
  return body.data;
}

/** GET /api/user/getDashboard: wallet, held bookings with deadlines, open change requests. */
export const useDashboard = () => useQuery({ queryKey: ["home", "dashboard"], queryFn: () => read<TDashboard>("/api/user/getDashboard") });

/** GET /api/user/getUpcomingDepartures */
export const useDepartures = (enabled: boolean) => useQuery({ queryKey: ["home", "departures"], enabled, queryFn: () => read<{ records: TDeparture[] }>("/api/user/getUpcomingDepartures") });

/** GET /api/user/getRecentSearches */
export const useRecentSearches = (enabled: boolean) => useQuery({ queryKey: ["home", "recent-searches"], enabled, queryFn: () => read<{ records: TRecentSearch[] }>("/api/user/getRecentSearches") });

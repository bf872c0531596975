"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { usePathname, useRouter } from "next/navigation";
import { api } from "@/lib/api-client";
import type { TSearchRequest, TSearchResponse } from "@/lib/contracts/flights";
import { toSearchQuery } from "@/lib/flight-search-params";

/** Pages from which a finished search moves on to the result page (spec 000 section 4, step 1). */
const SEARCH_PAGES = [/^\/app\/?$/, /^\/app\/flight\/search/, /^\/app\/flight\/searchResult/, /^\/app\/flight\/calendarFareResult/];

export const searchResultPath = (response: TSearchResponse, request: TSearchRequest) => `/app/flight/searchResult/${response.searchId}?${toSearchQuery(request)}`;

export function useFlightSearch() {
  const router = useRouter();
  const pathname = usePathname();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: TSearchRequest) => (await api.flight.post<{ data: TSearchResponse }>("/api/search", request)).data,
    onSuccess: (response, request) => {
      queryClient.setQueryData(["flight-search", response.searchId], response);
      if (SEARCH_PAGES.some((re) => re.test(pathname))) router.push(searchResultPath(response, request));
    },
  });
}

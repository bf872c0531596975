"use client";

import { useQuery } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { api, ApiError } from "@/lib/api-client";
import type { TSearchRequest, TSearchResponse } from "@/lib/contracts/flights";
import { FILTER_QUERY_KEYS, fromSearchQuery, toSearchQuery } from "@/lib/flight-search-params";

/**
 * The result page's data: the stored search while it lives (15 minutes); after that, or from a
 * shared link, the search in the query runs again and the address moves to its new searchId.
 */
export function useSearchResults(searchId: string, query: string) {
  const router = useRouter();
  return useQuery({
    queryKey: ["flight-search", searchId],
    staleTime: Infinity,
    retry: false,
    queryFn: async (): Promise<TSearchResponse> => {
      try {
        return (await api.flight.post<{ data: TSearchResponse }>("/api/getSearchResults", { searchId })).data;
      } catch (error) {
        if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409 && error.status !== 400)) throw error;
      }
      const request = fromSearchQuery(new URLSearchParams(query)) as TSearchRequest;
      const fresh = (await api.flight.post<{ data: TSearchResponse }>("/api/search", request)).data;
      // The new search's address keeps the filters and sort of the old one.
      const next = new URLSearchParams(toSearchQuery(request));
      const current = new URLSearchParams(window.location.search);
      for (const key of FILTER_QUERY_KEYS) if (current.has(key)) next.set(key, current.get(key)!);
      router.replace(`/app/flight/searchResult/${fresh.searchId}?${next.toString()}`);
      return fresh;
    },
  });
}

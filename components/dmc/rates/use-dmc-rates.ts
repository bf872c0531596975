"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TAccomodationView, TCreateAccomodationInput, TPriceAnswer, TPricedItem } from "@/lib/contracts/dmc-rates";

type Envelope<T> = { success: boolean; data: T };

export function useAccomodation(search: string) {
  return useQuery({
    queryKey: ["dmc", "accomodation", search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Envelope<{ result: TAccomodationView[] }>>("/api/dmc/getAccomodation", { query: { search } })).data.result,
  });
}

export function useCreateAccomodation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCreateAccomodationInput) => (await api.post<Envelope<TAccomodationView & { message: string; warnings: string[] }>>("/api/dmc/createNewAccomodation", input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["dmc", "accomodation"] }),
  });
}

export function usePricedItems(kind: TPricedItem["kind"], search: string) {
  return useQuery({
    queryKey: ["dmc", "pricedItems", kind, search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Envelope<{ result: TPricedItem[] }>>("/api/dmc/searchPricedItems", { query: { kind, search } })).data.result,
  });
}

export type CustomerOption = { id: number; label: string };

export function useCustomerOptions(search: string, isEnabled: boolean) {
  return useQuery({
    queryKey: ["dmc", "customers", search],
    enabled: isEnabled && search.trim().length > 0,
    queryFn: async () => {
      type Row = { users_id: number; firstName: string; lastName: string | null; companyName: string | null; email: string | null };
      const page = (await api.post<Envelope<{ records: Row[] }>>("/api/wl/user/searchWlUser", { searchQuery: search.trim(), pageSize: 10 })).data;
      return page.records.map((r): CustomerOption => ({ id: r.users_id, label: [`${r.firstName} ${r.lastName ?? ""}`.trim(), r.companyName, r.email].filter(Boolean).join(", ") }));
    },
  });
}

/** The price of one line; null body: nothing to price yet. */
export function useLinePrice(body: Record<string, unknown> | null) {
  return useQuery({
    queryKey: ["dmc", "price", body],
    enabled: body !== null,
    placeholderData: keepPreviousData,
    retry: false,
    queryFn: async () => (await api.post<Envelope<TPriceAnswer>>("/api/dmc/priceDmcLines", body)).data,
  });
}

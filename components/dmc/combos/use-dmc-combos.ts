"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TCombo, TCreateComboRequest, TTourOption } from "@/lib/contracts/dmc-activities";

type Envelope<T> = { success: boolean; data: T };
const keys = { all: ["dmc-combos"] as const, search: (text: string) => ["dmc-combos", "tour-options", text] as const };

export type CombosPage = { records: TCombo[]; totalRecords: number; totalPages: number; page: number };

/** One page of the combos whose name contains `search` (server-side paging and search). */
export function useCombos(search: string, page: number) {
  return useQuery({
    queryKey: [...keys.all, "page", search, page],
    placeholderData: (previous) => previous,
    queryFn: async () => (await api.post<Envelope<CombosPage>>("/api/dmc/getCombos", { ...(search ? { search } : {}), page })).data,
  });
}

export function useCreateCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCreateComboRequest & { id?: number }) => (await api.post<Envelope<{ id: number; name: string; message: string }>>("/api/dmc/createDmcCombo", input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.all }),
  });
}

/** The tour option search (areas/findTourOptions, a literal contains-search), run on the debounced text. */
export function useFindTourOptions(text: string) {
  return useQuery({
    queryKey: keys.search(text),
    enabled: text.length > 0,
    queryFn: async () => (await api.get<Envelope<{ result: TTourOption[] }>>("/api/areas/findTourOptions", { query: { regex: text } })).data.result,
  });
}

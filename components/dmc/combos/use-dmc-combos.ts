"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TCombo, TCreateComboRequest, TTourOption } from "@/lib/contracts/dmc-activities";

type Envelope<T> = { success: boolean; data: T };
const keys = { all: ["dmc-combos"] as const, search: (text: string) => ["dmc-combos", "tour-options", text] as const };

export function useCombos() {
  return useQuery({ queryKey: keys.all, queryFn: async () => (await api.post<Envelope<{ result: TCombo[] }>>("/api/dmc/getCombos", {})).data.result });
}

export function useCreateCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TCreateComboRequest) => (await api.post<Envelope<{ id: number; name: string; message: string }>>("/api/dmc/createDmcCombo", input)).data,
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

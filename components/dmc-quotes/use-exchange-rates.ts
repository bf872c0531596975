"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TSaveExchangeRateRequest } from "@/lib/contracts/dmc-quotes";

type Envelope<T> = { success: boolean; data: T };
export type ExchangeRateRow = { id: number; fromCurrency: string; toCurrency: string; rate: number; validFrom: string; setBy: string | null; updatedAt: string };
export type ExchangeRates = { today: string; rates: (ExchangeRateRow & { isInForce: boolean })[]; history: ExchangeRateRow[] };

const key = ["exchange-rates"] as const;

/** dmc/getExchangeRates: each pair's rate in force and the whole history. */
export function useExchangeRates() {
  return useQuery({ queryKey: key, queryFn: async () => (await api.get<Envelope<ExchangeRates>>("/api/dmc/getExchangeRates")).data });
}

/** dmc/saveExchangeRate: a new rate for a pair (append-only). */
export function useSaveExchangeRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSaveExchangeRateRequest) => (await api.post<Envelope<ExchangeRateRow & { message: string }>>("/api/dmc/saveExchangeRate", input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}

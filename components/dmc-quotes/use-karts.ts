"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TPriceAnswer } from "@/lib/contracts/dmc-rates";
import type { TSaveKartInput } from "@/lib/contracts/dmc-quotes";

type Envelope<T> = { success: boolean; data: T };
export type KartRow = { id: number; quotationId: string; kartName: string; customerName: string; companyName: string | null; arrivalDate: string | null; currency: string; totalPrice: number; version: number; status: "draft" | "sent" | "vouchered" | "cancelled"; isVouchered: boolean; isCancelled: boolean };
export type KartFilters = { page: number; search: string; status: string; arrivalFrom: string; arrivalTo: string };
export type KartPage = { records: KartRow[]; totalRecords: number; totalPages: number; page: number };
/** The saved itinerary as kart/getKartById answers it (the builder reads what it edits). */
export type KartData = TSaveKartInput & { id: number; quotationId: string; version: number; totalPrice: number; exchangeRates: Record<string, number>; sentAt?: string | null; versions: { version: number; sentAt: string | null; changes: string[] }[]; message?: string };

const keys = { list: ["karts"] as const, one: (id: number) => ["karts", id] as const };

/** kart/getAllKartsForWl: one page of the saved quotations, searched and filtered (empty filters left out). */
export function useKarts(f: KartFilters) {
  const query = Object.fromEntries(Object.entries({ ...f, page: String(f.page) }).filter(([, v]) => v !== "")) as Record<string, string>;
  return useQuery({ queryKey: [...keys.list, query], placeholderData: (prev) => prev, queryFn: async () => (await api.get<Envelope<KartPage>>("/api/kart/getAllKartsForWl", { query })).data });
}

export function useKart(id: number | null) {
  return useQuery({ queryKey: keys.one(id ?? 0), enabled: id !== null, queryFn: async () => (await api.get<Envelope<KartData>>("/api/kart/getKartById", { query: { id: String(id) } })).data });
}

export function useSaveKart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TSaveKartInput) => (await api.post<Envelope<KartData>>("/api/kart/saveKart", input)).data,
    onSuccess: (data) => {
      queryClient.setQueryData(keys.one(data.id), data);
      return queryClient.invalidateQueries({ queryKey: keys.list });
    },
  });
}

/** One activity priced by the rate engine, with its explanation (dmc/getTourOptionPriceForQuotationBuilder). */
export function usePriceTourOption() {
  return useMutation({
    mutationFn: async (input: { tourOptionId: number; date: string; adults: number; children: number; customerId?: number; transfer: { sharingBasis: string; transferType: string } | null }) =>
      (await api.post<Envelope<TPriceAnswer>>("/api/dmc/getTourOptionPriceForQuotationBuilder", input)).data,
  });
}

/** A hotel stay priced by the rate engine (dmc/priceDmcLines, one hotel line). */
export function usePriceHotel() {
  return useMutation({
    mutationFn: async (input: { adults: number; customerId?: number; line: { roomTypeId: number; checkinDate: string; nights: number; rooms: number; childrenWithBed: number; childrenWithoutBed: number } }) =>
      (await api.post<Envelope<TPriceAnswer>>("/api/dmc/priceDmcLines", { adults: input.adults, customerId: input.customerId, lines: [{ kind: "hotel", ...input.line }] })).data,
  });
}

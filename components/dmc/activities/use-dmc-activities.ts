"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TActivity, TTourOption } from "@/lib/contracts/dmc-activities";
import type { TTicketRate, TTransferRate } from "@/lib/contracts/dmc-tour-rates";

type Envelope<T> = { success: boolean; data: T };
export type RateKind = "ticket" | "transfer";
export type AnyRate = TTicketRate | TTransferRate;

/** Where each rate kind lives in the API (spec 001 section 7). */
export const RATE_ENDPOINTS: Record<RateKind, { list: string; save: string; remove: string; priority: string }> = {
  ticket: {
    list: "/api/dmc/getTourOptionTicketRates",
    save: "/api/dmc/saveActivityTicketRates",
    remove: "/api/dmc/deleteTourOptionTicketRates",
    priority: "/api/dmc/changeTourOptionTicketRatePriority",
  },
  transfer: {
    list: "/api/dmc/getTourOptionTransferRates",
    save: "/api/dmc/saveTourOptionTransferRates",
    remove: "/api/dmc/deleteTourOptionTransferRates",
    priority: "/api/dmc/changeTourOptionTransferRatePriority",
  },
};

export const activityKeys = {
  all: ["dmc-activities"] as const,
  list: (cityId: number | null) => ["dmc-activities", "list", cityId] as const,
  cities: ["dmc-activities", "cities"] as const,
  tourOptions: (activityId: number) => ["dmc-activities", "tour-options", activityId] as const,
  rates: (kind: RateKind, tourOptionId: number) => ["dmc-activities", "rates", kind, tourOptionId] as const,
};

export function useActivities(cityId: number | null) {
  return useQuery({
    queryKey: activityKeys.list(cityId),
    queryFn: async () => (await api.get<Envelope<{ result: TActivity[] }>>("/api/dmc/getActivities", cityId ? { query: { cityId: String(cityId) } } : undefined)).data.result,
  });
}

export type ActivityCity = { id: number; city: string; country: string; cityCode: string; activityCount: number };

export function useActivityCities() {
  return useQuery({
    queryKey: activityKeys.cities,
    queryFn: async () => (await api.get<Envelope<{ result: ActivityCity[] }>>("/api/manageActivity/getAllCities")).data.result,
  });
}

/** Any activity change: the list, its counts and the cities all refresh. */
function useActivityMutation<I, O>(fn: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: activityKeys.all }) });
}

export const useSaveActivity = () => useActivityMutation(async (input: unknown) => (await api.post<Envelope<TActivity & { message: string }>>("/api/dmc/saveActivity", input)).data);
export const useUpdateActivityPriority = () =>
  useActivityMutation(async (input: { priority: number; activityId: number }) => (await api.post<Envelope<{ message: string }>>("/api/manageActivity/updateActivityPriority", input)).data);
/** Quiet: the switch says the spec's 'Could not update activity {label} state' itself, once (issue 25 defect 16). */
export const useToggleActivityField = () =>
  useActivityMutation(
    async (input: { activityId: number; isTurnedOn?: boolean; isTransferRequired?: boolean }) =>
      (await api.post<Envelope<{ isTurnedOn: boolean; isTransferRequired: boolean; message: string }>>("/api/areas/toggleActivityFields", input, { quiet: true })).data,
  );
export const useMapAreaActivity = () =>
  useActivityMutation(async (input: { activityId: number; areaId: number | null }) => (await api.post<Envelope<{ message: string }>>("/api/areas/mapAreaActivity", input)).data);

export function useTourOptions(activityId: number) {
  return useQuery({
    queryKey: activityKeys.tourOptions(activityId),
    queryFn: async () => (await api.get<Envelope<{ result: TTourOption[] }>>("/api/dmc/getTourOptions", { query: { activityId: String(activityId) } })).data.result,
  });
}

export const useSaveTourOption = () => useActivityMutation(async (input: unknown) => (await api.post<Envelope<TTourOption & { message: string }>>("/api/dmc/saveTourOptions", input)).data);

export function useRates<K extends RateKind>(kind: K, tourOptionId: number) {
  return useQuery({
    queryKey: activityKeys.rates(kind, tourOptionId),
    queryFn: async () =>
      (await api.get<Envelope<{ result: (K extends "ticket" ? TTicketRate : TTransferRate)[] }>>(RATE_ENDPOINTS[kind].list, { query: { tourOptionId: String(tourOptionId) } })).data.result,
  });
}

export type RateSaved = { warnings: string[]; message: string };

export function useRateMutations(kind: RateKind, tourOptionId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: activityKeys.rates(kind, tourOptionId) });
  const save = useMutation({ mutationFn: async (input: unknown) => (await api.post<Envelope<RateSaved>>(RATE_ENDPOINTS[kind].save, input)).data, onSuccess: refresh });
  const remove = useMutation({ mutationFn: async (rateId: number) => (await api.post<Envelope<{ message: string }>>(RATE_ENDPOINTS[kind].remove, { rateId })).data, onSuccess: refresh });
  /** `order`: the rate ids as the screen will show them (highest priority first); the request sends them reversed. */
  const reorder = useMutation({
    mutationFn: async (order: number[]) => (await api.post<Envelope<RateSaved>>(RATE_ENDPOINTS[kind].priority, { tourOptionId, priorityList: [...order].reverse() })).data,
    onSettled: refresh,
  });
  return { save, remove, reorder };
}

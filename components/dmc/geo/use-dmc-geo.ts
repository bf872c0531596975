"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TDmcArea, TDmcDriver, TDmcLocation, TDmcMarket, TSaveDriverRequest, TSaveLocationRequest } from "@/lib/contracts/dmc-geo";
import type { TAreaTransfer, TAreaTransferFormInput } from "@/lib/contracts/dmc-geo-transfers";

/** The DMC geography screens' reads and writes (decision 0037). A failed request throws an ApiError (the client toasts it). */

type Data<T> = { data: T };
export const geoKeys = {
  markets: ["dmc-geo", "markets"] as const,
  areas: ["dmc-geo", "areas"] as const,
  transfers: ["dmc-geo", "transfers"] as const,
  locations: ["dmc-geo", "locations"] as const,
  drivers: ["dmc-geo", "drivers"] as const,
};

export function useMarkets(search = "") {
  return useQuery({
    queryKey: [...geoKeys.markets, search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Data<{ result: TDmcMarket[] }>>("/api/dmc/searchMarket", { query: search ? { search } : {} })).data.result,
  });
}

export function useMarketOptions(userId?: number) {
  return useQuery({
    queryKey: [...geoKeys.markets, "options", userId ?? null],
    queryFn: async () =>
      (await api.get<Data<{ result: TDmcMarket[]; defaultMarketId: number | null; customerMarketId?: number | null }>>("/api/dmc/getDefaultMarketOptions", { query: userId ? { userId } : {} })).data,
  });
}

function useInvalidating<TBody, TResult>(keys: readonly (readonly string[])[], fn: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey }))) });
}

export const useCreateMarket = () =>
  useInvalidating([geoKeys.markets], async (body: { name: string; isDefault?: boolean }) => (await api.post<Data<TDmcMarket & { message: string }>>("/api/dmc/createNewMarket", body)).data);
export const useSetDefaultMarket = () =>
  useInvalidating([geoKeys.markets], async (marketId: number) => (await api.post<Data<TDmcMarket & { message: string }>>("/api/dmc/setDefaultMarket", { marketId })).data);
export const useUpdateMarketForCustomer = () =>
  useInvalidating([geoKeys.markets], async (body: { userId: number; marketId: number | null }) => (await api.post<Data<{ marketName: string | null; message: string }>>("/api/dmc/updateMarketForCustomer", body)).data);

export function useAreas(search = "") {
  return useQuery({
    queryKey: [...geoKeys.areas, search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Data<{ result: TDmcArea[] }>>("/api/areas/searchAreas", { query: search ? { search } : {} })).data.result,
  });
}
export const useAddArea = () =>
  useInvalidating([geoKeys.areas], async (body: { name: string; cityId?: number }) => (await api.post<Data<TDmcArea & { message: string }>>("/api/areas/addArea", body)).data);
export const useDeleteArea = () =>
  useInvalidating([geoKeys.areas], async (areaId: number) => (await api.post<Data<{ areaId: number; message: string }>>("/api/areas/deleteArea", { areaId })).data);

export type TransferPage = { records: TAreaTransfer[]; totalRecords: number; totalPages: number; page: number };
export function useAreaTransfers(search: string, page: number) {
  return useQuery({
    queryKey: [...geoKeys.transfers, search, page],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Data<TransferPage>>("/api/areas/getTransfers", { query: { page, ...(search ? { search } : {}) } })).data,
  });
}
export const useCreateAreaTransfer = () =>
  useInvalidating([geoKeys.transfers], async (body: TAreaTransferFormInput) => (await api.post<Data<{ transfer: TAreaTransfer; warnings: string[]; message: string }>>("/api/areas/createTransfers", body)).data);
export const useDeleteAreaTransfer = () =>
  useInvalidating([geoKeys.transfers], async (id: number) => (await api.post<Data<{ id: number; message: string }>>(`/api/areas/deleteTransfers/${id}`)).data);

export function useLocations(search = "") {
  return useQuery({
    queryKey: [...geoKeys.locations, search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Data<{ result: TDmcLocation[] }>>("/api/dmc/getLocationOptions", { query: search ? { search } : {} })).data.result,
  });
}
export const useSaveLocation = () =>
  useInvalidating([geoKeys.locations], async (body: TSaveLocationRequest) => (await api.post<Data<TDmcLocation & { message: string }>>("/api/dmc/saveLocationOption", body)).data);

export function useDrivers() {
  return useQuery({ queryKey: geoKeys.drivers, queryFn: async () => (await api.get<Data<{ result: TDmcDriver[] }>>("/api/dmc/getDrivers")).data.result });
}
export const useSaveDriver = () =>
  useInvalidating([geoKeys.drivers], async (body: TSaveDriverRequest) => (await api.post<Data<TDmcDriver & { message: string }>>("/api/dmc/saveDriver", body)).data);

/** Cities for a picker (reference data): GET /api/master/dbCities?city=. */
export function useCities(search: string) {
  return useQuery({
    queryKey: ["dmc-geo", "cities", search],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.get<Data<{ result: { id: number; city: string; country: string; label: string }[] }>>("/api/master/dbCities", { query: { city: search } })).data.result,
  });
}

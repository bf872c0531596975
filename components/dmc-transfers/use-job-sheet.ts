"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TDmcDriverOption, TJobSheet, TJobSheetRequest, TJobSheetTransfer } from "@/lib/contracts/dmc-transfers";

/** The job sheet's reads and writes (decision 0041). A failed request throws an ApiError. */
type Data<T> = { data: T };
const KEY = ["dmc-transfers"] as const;

export function useJobSheet(request: TJobSheetRequest) {
  return useQuery({
    queryKey: [...KEY, "sheet", request],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.post<Data<TJobSheet>>("/api/dmc/getTransferJobSheet", request)).data,
  });
}

export function useDmcData() {
  return useQuery({
    queryKey: [...KEY, "data"],
    queryFn: async () => (await api.post<Data<{ drivers: TDmcDriverOption[] }>>("/api/dmc/getAllDmcData", {})).data,
  });
}

function useInvalidating<TBody, TResult>(fn: (body: TBody) => Promise<TResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: KEY }) });
}

type TransferAnswer = { transfer: TJobSheetTransfer; message: string };

export const useAssignDriver = () =>
  useInvalidating(async (body: { id: number; driverId: number | null }) => (await api.post<Data<TransferAnswer & { warning: string | null }>>("/api/dmc/updateTransferDriver", body)).data);
export const useSetCharges = () => useInvalidating(async (body: { id: number; charges: number }) => (await api.post<Data<TransferAnswer>>("/api/dmc/updateTransferDriverCharges", body)).data);
export const useSetStatus = () => useInvalidating(async (body: { transferid: number; isCompleted: boolean }) => (await api.post<Data<TransferAnswer>>("/api/dmc/updateTransferStatusByStaff", body)).data);
export const useGenerateLink = () =>
  useInvalidating(async (body: { driverId: number }) => (await api.post<Data<{ driverId: number; driverAccessToken: string; link: string; message: string }>>("/api/dmc/generateDriverAccessToken", body)).data);
export const useRevokeLink = () => useInvalidating(async (body: { driverId: number }) => (await api.post<Data<{ driverId: number; message: string }>>("/api/dmc/revokeDriverAccessToken", body)).data);

"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TUserPaymentEntryRequest, TWalletEntryPage } from "@/lib/contracts/wallet";

const MY_ENTRIES_KEY = ["wallet", "myEntries"] as const;

/** POST /api/wl/user/getMyWalletEntry: one page of the caller's ledger and the balance. */
export function useMyWalletEntries(page: number) {
  return useQuery({
    queryKey: [...MY_ENTRIES_KEY, page],
    queryFn: async () => {
      const body = await api.post<ApiEnvelope<TWalletEntryPage>>("/api/wl/user/getMyWalletEntry", { page });
      if (!body.success || !body.data) throw new ApiError(body.errorMessage ?? "Could not load the wallet", 400);
      return body.data;
    },
    placeholderData: keepPreviousData,
  });
}

/** POST /api/wl/user/userPaymentEntry. Answers the envelope so the form can show shortError. */
export function useRecordPaymentEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: TUserPaymentEntryRequest) => {
      try {
        return await api.post<ApiEnvelope<{ message: string }>>("/api/wl/user/userPaymentEntry", values);
      } catch (error) {
        if (error instanceof ApiError) return { success: false, errorMessage: error.message, shortError: error.shortError } as ApiEnvelope<{ message: string }>;
        throw error;
      }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_ENTRIES_KEY }),
  });
}

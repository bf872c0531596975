"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import type { ZPaymentEntryView } from "@/lib/contracts/wallet";

export type PaymentEntry = z.infer<typeof ZPaymentEntryView>;
export type EntryStatus = PaymentEntry["status"];
export type PaymentEntryRow = PaymentEntry & { companyName: string | null; userName: string };
type Page = { records: PaymentEntryRow[]; totalRecords: number; totalPages: number; page: number };

export function usePaymentEntries(status: EntryStatus, page: number) {
  return useQuery({
    queryKey: ["payment-entries", status, page],
    queryFn: async () => (await api.post<{ data: Page }>("/api/wl/user/getPaymentEntries", { status, page })).data,
  });
}

export function useDecidePaymentEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { paymentEntryId: number; decision: "approve" | "reject" }) =>
      (await api.post<{ success: boolean; data?: PaymentEntry & { message: string } }>("/api/wl/user/decidePaymentEntry", input)).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["payment-entries"] }),
  });
}

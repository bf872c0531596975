"use client";

import { useQuery } from "@tanstack/react-query";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TPaymentView } from "@/lib/contracts/payments";

/** POST /api/payment/getOrderPayments: an order's payments, or the caller's recent ones without orderId. */
export function useOrderPayments(orderId: string | null) {
  return useQuery({
    queryKey: ["payments", "order", orderId],
    queryFn: async () => {
      const body = await api.post<ApiEnvelope<{ result: TPaymentView[] }>>("/api/payment/getOrderPayments", orderId ? { orderId } : {});
      if (!body.success || !body.data) throw new ApiError(body.errorMessage ?? "Could not load the payments", 400);
      return body.data.result;
    },
  });
}

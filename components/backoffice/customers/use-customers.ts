"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TCustomerPage, TGetCustomersInput } from "@/lib/contracts/customers";

type Envelope<T> = { success: boolean; data: T };

/** The query key every customers list shares: action dialogs invalidate it after a change. */
export const CUSTOMERS_QUERY_KEY = ["customers", "list"] as const;

/** One page of the site's customers (POST /api/wl/user/getCustomers), the previous page kept while the next loads. */
export function useCustomers(filters: TGetCustomersInput) {
  return useQuery({
    queryKey: [...CUSTOMERS_QUERY_KEY, filters],
    placeholderData: keepPreviousData,
    queryFn: async () => (await api.post<Envelope<TCustomerPage>>("/api/wl/user/getCustomers", filters)).data,
  });
}


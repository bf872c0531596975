"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TLinkedSupplier, TSupplierProfile, TVisibleSupplier } from "@/lib/contracts/network";
import type { TApiConsumerRow, TApiCustomerRequest } from "@/lib/contracts/network-supplier";
import { postOrThrow } from "@/components/backoffice/customers/use-customer-admin";

/** The B2B network screens' reads and writes (decision 0027); a write refreshes every network query. */
export const NETWORK_KEY = ["network"] as const;
const keys = {
  consumers: [...NETWORK_KEY, "consumers"] as const,
  requests: (page: number) => [...NETWORK_KEY, "requests", page] as const,
  visible: [...NETWORK_KEY, "visible"] as const,
  linked: [...NETWORK_KEY, "linked"] as const,
  profile: [...NETWORK_KEY, "profile"] as const,
};

async function getOrThrow<T>(path: string, query?: Record<string, string | number>): Promise<T> {
  const envelope = await api.get<ApiEnvelope<T>>(path, query ? { query } : undefined);
  if (!envelope.success || envelope.data === undefined) throw new ApiError(envelope.errorMessage ?? envelope.message ?? "The request failed", 400, { body: envelope });
  return envelope.data;
}

export function useSupplierConsumers() {
  return useQuery({ queryKey: keys.consumers, retry: false, queryFn: () => getOrThrow<{ result: TApiConsumerRow[] }>("/api/supplier/supplierOnlyAccess/supplierConsumers") });
}

export function useConsumerRequests(page: number) {
  return useQuery({
    queryKey: keys.requests(page),
    retry: false,
    queryFn: () =>
      getOrThrow<{ records: TApiCustomerRequest[]; totalRecords: number; totalPages: number; page: number }>("/api/supplier/supplierOnlyAccess/consumerToSupplierRequestsBasedOnSupplierId", { page }),
  });
}

export function useVisibleSuppliers() {
  return useQuery({
    queryKey: keys.visible,
    queryFn: () => postOrThrow<{ result: TVisibleSupplier[] }>("/api/supplier/getAllVisibleSuppliersWithConsumerRequests", { domainName: window.location.hostname }),
  });
}

export function useLinkedSuppliers() {
  return useQuery({ queryKey: keys.linked, queryFn: () => getOrThrow<{ result: TLinkedSupplier[] }>("/api/supplier/getLinkedSuppliersByConsumer") });
}

export function useSupplierProfile() {
  return useQuery({ queryKey: keys.profile, queryFn: () => getOrThrow<TSupplierProfile>("/api/user/supplier/becomeSupplier") });
}

export function useSupplierTerms(supplierSiteId: number | null) {
  return useQuery({
    queryKey: [...NETWORK_KEY, "terms", supplierSiteId],
    enabled: supplierSiteId !== null,
    queryFn: () => postOrThrow<{ termsAndConditions: string; isAccepted: boolean; acceptedAt: string | null }>("/api/wl/user/supplierApproval_getTermsAndConditions", { supplierSiteId }),
  });
}

/** A POST that refreshes the network queries on success. */
export function useNetworkWrite<B, R = unknown>(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => postOrThrow<R>(path, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NETWORK_KEY }),
  });
}

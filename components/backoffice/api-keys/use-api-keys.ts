"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TApiKey, TCreateApiKeyForm } from "@/lib/contracts/api-keys";

const KEY = ["api-keys"];

export function useApiKeys() {
  return useQuery({ queryKey: KEY, queryFn: async () => (await api.get<{ data: { result: TApiKey[] } }>("/api/wl/apiKeys/listApiKeys")).data.result });
}

export function useCompanies(search: string, enabled: boolean) {
  return useQuery({
    queryKey: ["api-key-companies", search],
    enabled,
    queryFn: async () =>
      (await api.get<{ data: { result: { legalEntityId: number; companyName: string; userCount: number }[] } }>("/api/wl/user/searchAgentCompanies", { query: search ? { search } : {} })).data.result,
  });
}

export function useCreateApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: TCreateApiKeyForm) => (await api.post<{ data: { apiKey: TApiKey; key: string; message: string } }>("/api/wl/apiKeys/createApiKey", body)).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

export function useRevokeApiKey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (apiKeyId: number) => (await api.post<{ data: { apiKey: TApiKey; message: string } }>("/api/wl/apiKeys/revokeApiKey", { apiKeyId })).data,
    onSuccess: () => client.invalidateQueries({ queryKey: KEY }),
  });
}

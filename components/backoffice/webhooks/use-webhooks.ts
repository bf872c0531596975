"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { TWebhookDelivery, TWebhookEndpoint } from "@/lib/contracts/webhooks";

const P = "/api/wl/webhooks/";
type DeliveryPage = { records: TWebhookDelivery[]; totalRecords: number; totalPages: number; page: number };
export type EndpointInput = { endpointId?: number; legalEntityId?: number; url: string; description: string; eventTypes: string[]; isActive: boolean };

export function useWebhookEndpoints() {
  return useQuery({ queryKey: ["webhook-endpoints"], queryFn: async () => (await api.get<{ data: { result: TWebhookEndpoint[] } }>(`${P}listWebhookEndpoints`)).data.result });
}

export function useWebhookDeliveries(endpointId: number | null, page: number) {
  return useQuery({
    queryKey: ["webhook-deliveries", endpointId, page],
    enabled: endpointId !== null,
    queryFn: async () => (await api.get<{ data: DeliveryPage }>(`${P}listDeliveries`, { query: { endpointId: endpointId ?? undefined, page } })).data,
  });
}

export function useSaveWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ endpointId, legalEntityId, ...rest }: EndpointInput) =>
      endpointId
        ? (await api.post<{ data: { endpoint: TWebhookEndpoint; message: string } }>(`${P}updateWebhookEndpoint`, { endpointId, ...rest })).data
        : (await api.post<{ data: { endpoint: TWebhookEndpoint; secret: string; message: string } }>(`${P}createWebhookEndpoint`, { legalEntityId, ...rest })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhook-endpoints"] }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: number) => (await api.post<{ data: { message: string } }>(`${P}deleteWebhookEndpoint`, { endpointId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhook-endpoints"] }),
  });
}

export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) => (await api.post<{ data: { delivery: TWebhookDelivery; message: string } }>(`${P}replayDelivery`, { deliveryId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhook-deliveries"] }),
  });
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (endpointId: number) => (await api.post<{ data: { endpoint: TWebhookEndpoint; secret: string; message: string } }>(`${P}rotateWebhookSecret`, { endpointId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["webhook-endpoints"] }),
  });
}

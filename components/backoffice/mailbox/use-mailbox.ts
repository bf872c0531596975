"use client";

import { useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import type { EmailStatus, TEmailOutboxMessage, TEmailOutboxPage } from "@/lib/contracts/notifications";

export function useEmailOutbox(status: EmailStatus | null, page: number) {
  return useQuery({
    queryKey: ["email-outbox", status, page],
    queryFn: async () => (await api.post<{ data: TEmailOutboxPage }>("/api/notifications/getEmailOutbox", { status, page })).data,
  });
}

export function useEmailOutboxMessage(id: number | null) {
  return useQuery({
    queryKey: ["email-outbox-message", id],
    enabled: id !== null,
    queryFn: async () => (await api.post<{ data: TEmailOutboxMessage }>("/api/notifications/getEmailOutboxMessage", { id })).data,
  });
}

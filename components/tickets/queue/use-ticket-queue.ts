"use client";

import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TBookingView } from "@/lib/contracts/bookings";
import type { TTicketCard, TTicketCreator, TTicketFiltersInput } from "@/lib/contracts/tickets";
import { TICKET_EXCEL_FILE_NAME } from "@/lib/constants";

export type TicketPage = { records: TTicketCard[]; totalRecords: number; totalPages: number; page: number; isTotalCapped: boolean };

type TCreatorPage = { records: TTicketCreator[]; totalRecords: number; totalPages: number; page: number };

const QUEUE_KEY = ["tickets", "queue"] as const;

async function unwrap<T>(promise: Promise<ApiEnvelope<T>>, fallback: string): Promise<T> {
  const body = await promise;
  if (!body.success || body.data === undefined) throw new ApiError(body.errorMessage ?? fallback, 400);
  return body.data;
}

/** POST /api/getTickets (or getBookedFlights) with the applied filters, one page at a time. */
export function useTicketQueue(path: "/api/getTickets" | "/api/getBookedFlights", filters: TTicketFiltersInput) {
  return useQuery({
    queryKey: [...QUEUE_KEY, path, filters],
    queryFn: () => unwrap(api.post<ApiEnvelope<TicketPage>>(path, filters, { flight: true }), "Could not load the tickets"),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/ticketDetail/getTicketDetail */
export function useTicketDetail(bookingId: number) {
  return useQuery({
    queryKey: ["tickets", "detail", bookingId],
    queryFn: () => unwrap(api.post<ApiEnvelope<TBookingView>>("/api/ticketDetail/getTicketDetail", { bookingId }, { flight: true }), "Could not load the ticket"),
  });
}

/** POST /api/getCRStatus: the state of the booking's first change request, then the queue reloads. */
export function useRefreshStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: number) => unwrap(api.post<ApiEnvelope<{ supplierChangeReqStatus: { statusText: string } | null }>>("/api/getCRStatus", { BookingId: bookingId }, { flight: true }), "Could not refresh the status"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: QUEUE_KEY }),
  });
}

/** Staff: POST /api/tickets/downloadExcel streams flight-ticket-queue.xlsx for the current filters; the browser saves it. */
export const downloadTicketExcel = (filters: TTicketFiltersInput) => saveXlsx("/api/tickets/downloadExcel", filters);

/** POST /api/tickets/downloadSelectedExcel: the ticked bookings' flight-ticket-queue.xlsx. */
export const downloadSelectedExcel = (bookingIds: number[]) => saveXlsx("/api/tickets/downloadSelectedExcel", { bookingIds });

/** POST /api/tickets/emailETickets: the ticked bookings' e-tickets to their passengers and the caller. */
export const emailSelectedETickets = (bookingIds: number[]) =>
  unwrap(api.post<ApiEnvelope<{ message: string; sent: number; skipped: number[] }>>("/api/tickets/emailETickets", { bookingIds }), "Could not email the e-tickets");

async function saveXlsx(path: string, body: unknown): Promise<void> {
  const response = await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  if (!response.ok) {
    const answer = (await response.json().catch(() => null)) as { errorMessage?: string } | null;
    throw new Error(answer?.errorMessage ?? "Could not download the Excel file");
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = url;
  link.download = TICKET_EXCEL_FILE_NAME;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const CREATOR_SEARCH_DEBOUNCE_MS = 400;

/** Staff: POST /api/tickets/creators, the site's users by name, email or company, a page at a time ("Show more"). */
export function useTicketCreators(search: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ["tickets", "creators", search],
    enabled,
    staleTime: 60_000,
    initialPageParam: 1,
    queryFn: ({ pageParam }) => unwrap(api.post<ApiEnvelope<TCreatorPage>>("/api/tickets/creators", { search: search || undefined, page: pageParam }), "Could not load the users"),
    getNextPageParam: (last) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });
}

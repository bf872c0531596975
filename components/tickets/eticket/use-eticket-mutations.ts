"use client";

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import { Messages } from "@/lib/constants";
import type { TEmailETicketRequest, TUpdateBookingDetailsRequest, ZUpdateBookingDetailsResponse } from "@/lib/contracts/eticket";

type UpdateResponse = z.infer<typeof ZUpdateBookingDetailsResponse>;

/** The flight wrapper (spec 000 section 8): errors are toasted by the api client; a failure throws ApiError. */
async function post<T>(path: string, body: unknown): Promise<T> {
  const envelope = await api.flight.post<ApiEnvelope<T>>(path, body);
  if (!envelope.success || envelope.data === undefined) {
    throw new ApiError(envelope.errorMessage ?? envelope.message ?? Messages.genericError, 400, { shortError: envelope.shortError, body: envelope });
  }
  return envelope.data;
}

/** POST /api/updateBookingDetails: the e-ticket's markup or discount. */
export function useUpdateBookingDetails() {
  return useMutation({ mutationFn: (input: TUpdateBookingDetailsRequest) => post<UpdateResponse>("/api/updateBookingDetails", input) });
}

/** POST /api/eTicket/email: the e-ticket to the signed-in user's own address. */
export function useEmailETicket() {
  return useMutation({ mutationFn: (input: TEmailETicketRequest) => post<{ message: string }>("/api/eTicket/email", input) });
}

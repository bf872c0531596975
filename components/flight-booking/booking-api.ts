"use client";

import type { z } from "zod";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import { Messages } from "@/lib/constants";

/** The data type of an endpoint contract's response schema. */
export type ResponseOf<E extends { response: z.ZodType }> = z.infer<E["response"]>;

function unwrap<T>(envelope: ApiEnvelope<T>): T {
  if (!envelope.success || envelope.data === undefined) {
    throw new ApiError(envelope.errorMessage ?? envelope.message ?? Messages.genericError, 400, { errorCode: envelope.errorCode, shortError: envelope.shortError, body: envelope });
  }
  return envelope.data;
}

/** A flight call (the flight wrapper: 401 to search, 402 to booking review, 502 timeout message); answers data or throws ApiError. */
export async function postFlight<T>(path: string, body: unknown): Promise<T> {
  return unwrap(await api.flight.post<ApiEnvelope<T>>(path, body));
}

/** Any other call (wallet, gateway, bank details); answers data or throws ApiError. */
export async function postPlain<T>(path: string, body: unknown): Promise<T> {
  return unwrap(await api.post<ApiEnvelope<T>>(path, body));
}

/** The HTTP status of a failed call (0 when it never reached the server, undefined when not an ApiError). */
export function statusOf(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

export function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : Messages.genericError;
}

"use client";

import { useMutation } from "@tanstack/react-query";
import type { TOrderSuccessCallbackRequest, TOrderSuccessCallbackResponse, TSsrSelection, TValidateBookingRequest, validateBookingEndpoint } from "@/lib/contracts/bookings";
import type { TPassengerInput } from "@/lib/passenger-rules";
import { postFlight, type ResponseOf } from "./booking-api";
import { clearPassengerDraft, rememberBooking, saveValidatedLeg } from "./booking-storage";

export type TValidateBookingResponse = ResponseOf<typeof validateBookingEndpoint>;

type ValidateInput = Omit<TValidateBookingRequest, "passengers" | "ssr"> & { passengers: TPassengerInput[]; ssr: TSsrSelection[] };

/** POST /api/validateBooking: stores the leg's draft booking and answers the amount to pay. */
export function useValidateBooking() {
  return useMutation({
    mutationFn: (input: ValidateInput) => postFlight<TValidateBookingResponse>("/api/validateBooking", input),
    onSuccess: (data, input) => saveValidatedLeg(input.orderId, input.isReturn, data),
  });
}

/** POST /api/payments/orderSuccessCallback: pays (wallet, verified gateway payment or hold) and books the leg. */
export function useOrderSuccessCallback(bookingId: number | undefined) {
  return useMutation({
    mutationFn: (input: TOrderSuccessCallbackRequest) => {
      // An HTTP 402 goes to /app/flight/bookingReview (api-client), which opens this booking's review.
      if (bookingId !== undefined) rememberBooking(bookingId);
      return postFlight<TOrderSuccessCallbackResponse>("/api/payments/orderSuccessCallback", input);
    },
    // The leg is booked: what was typed on its passenger page is no longer needed.
    onSuccess: (_data, input) => clearPassengerDraft(input.orderId, input.isReturn ?? false),
  });
}

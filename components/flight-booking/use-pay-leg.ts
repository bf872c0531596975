"use client";

import { useRouter } from "next/navigation";
import { useCallback, useState } from "react";
import { useToast } from "@/components/ui/toast";
import { BookingMessages, type TOrderSuccessCallbackRequest, type TOrderSuccessCallbackResponse } from "@/lib/contracts/bookings";
import { messageOf, statusOf } from "./booking-api";
import { bookingRoutes } from "./booking-routes";
import { useOrderSuccessCallback } from "./use-booking-mutations";

type GatewayFields = Pick<TOrderSuccessCallbackRequest, "razorpay_order_id" | "razorpay_payment_id" | "razorpay_signature">;

/** Where the flow goes after orderSuccessCallback (spec 000 section 4, step 6). */
export function nextStepPath(result: TOrderSuccessCallbackResponse): string {
  if (result.nextStep === "bookingDetails") return bookingRoutes.bookingDetails(result.searchId, result.bookingId, result.hasPendingReturn);
  if (result.nextStep === "bookingReview") return bookingRoutes.bookingReview(result.bookingId);
  return bookingRoutes.ticketQueue(result.bookingId);
}

/**
 * Pays the leg and books it: orderSuccessCallback, then the ticket queue or booking details (with
 * showReturn for a pending return leg). 409 (time expired, already in progress) is kept for the page
 * to show with a way back to search; 402 is routed to booking review by the API client.
 */
export function usePayLeg({ orderId, isReturn, bookingId }: { orderId: string; isReturn: boolean; bookingId: number | undefined }) {
  const router = useRouter();
  const toast = useToast();
  const callback = useOrderSuccessCallback(bookingId);
  const [conflict, setConflict] = useState<string | null>(null);
  const { mutateAsync } = callback;

  const pay = useCallback(
    async (paymentMethod: TOrderSuccessCallbackRequest["paymentMethod"], gateway: GatewayFields = {}) => {
      try {
        const result = await mutateAsync({ orderId, isReturn, paymentMethod, ...gateway });
        toast.success(paymentMethod === "hold" ? result.message : BookingMessages.paymentSuccessful);
        router.push(nextStepPath(result));
        return true;
      } catch (error) {
        const status = statusOf(error);
        if (status === 409) setConflict(messageOf(error));
        else if (status !== 402 && paymentMethod !== "hold") toast.error(BookingMessages.paymentUnsuccessful);
        return false;
      }
    },
    [mutateAsync, orderId, isReturn, router, toast],
  );

  return { pay, isPaying: callback.isPending || callback.isSuccess, conflict };
}

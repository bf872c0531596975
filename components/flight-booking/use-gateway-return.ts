"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef } from "react";
import { useToast } from "@/components/ui/toast";
import { BookingMessages, type TOrderSuccessCallbackRequest } from "@/lib/contracts/bookings";

export type GatewayReturn = {
  razorpay_order_id?: string;
  razorpay_payment_id?: string;
  razorpay_signature?: string;
  payment_error?: string;
};

type Pay = (method: TOrderSuccessCallbackRequest["paymentMethod"], gateway?: Omit<GatewayReturn, "payment_error">) => Promise<boolean>;

/**
 * The gateway page came back to the payment page: with the signed fields, book the leg (once);
 * with payment_error, say so ('Payment unsuccessful' and the gateway's text). Either way the query
 * is dropped so that a reload does not repeat it.
 */
export function useGatewayReturn(params: GatewayReturn, pay: Pay, cleanPath: string) {
  const router = useRouter();
  const toast = useToast();
  const isHandled = useRef(false);
  const { razorpay_order_id, razorpay_payment_id, razorpay_signature, payment_error } = params;
  const hasSuccess = Boolean(razorpay_order_id && razorpay_payment_id && razorpay_signature);

  useEffect(() => {
    if (isHandled.current || (!hasSuccess && !payment_error)) return;
    isHandled.current = true;
    if (payment_error) {
      toast.error(BookingMessages.paymentUnsuccessful);
      toast.error(payment_error);
      router.replace(cleanPath);
      return;
    }
    void pay("gateway", { razorpay_order_id, razorpay_payment_id, razorpay_signature }).then((isDone) => {
      if (!isDone) router.replace(cleanPath);
    });
  }, [hasSuccess, payment_error, razorpay_order_id, razorpay_payment_id, razorpay_signature, pay, router, toast, cleanPath]);

  return { isReturning: hasSuccess };
}

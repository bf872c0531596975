"use client";

import { useState } from "react";
import { openCheckout } from "@/components/payments/open-checkout";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { BookingMessages } from "@/lib/contracts/bookings";
import type { TGatewaySuccess } from "@/lib/contracts/payments";
import { formatMoney } from "@/lib/money";
import { messageOf } from "./booking-api";
import { PaymentPanel } from "./payment-panel";
import { useActiveGateway, useGatewayOrder } from "./use-payment-queries";

export type GatewayPaymentPanelProps = {
  orderId: string;
  isReturn: boolean;
  amount: number;
  currency: string;
  /** This page's path: the test gateway's page comes back to it with the payment's result in the query. */
  returnTo: string;
  isPaying: boolean;
  /** Razorpay Checkout on this page answered with the signed fields: book the leg. */
  onPaid: (fields: TGatewaySuccess) => void;
};

const brandColor = () => getComputedStyle(document.body).getPropertyValue("--brand-color").trim() || undefined;

/**
 * Pay online through the site's gateway: creates the gateway order, then opens its checkout (the
 * built-in test gateway or PhonePe leave the page and come back; Razorpay Checkout opens here).
 */
export function GatewayPaymentPanel({ orderId, isReturn, amount, currency, returnTo, isPaying, onPaid }: GatewayPaymentPanelProps) {
  const gateway = useActiveGateway();
  const order = useGatewayOrder();
  const toast = useToast();
  const [isOpen, setIsOpen] = useState(false);
  if (!gateway.data || gateway.data.gateway === "none") return null;

  const start = async () => {
    const details = await order.mutateAsync({ orderId, isReturn }).catch(() => null);
    if (!details) return;
    setIsOpen(true);
    try {
      onPaid(await openCheckout(details, returnTo, { themeColor: brandColor() }));
    } catch (error) {
      toast.error(BookingMessages.paymentUnsuccessful);
      toast.error(messageOf(error));
    } finally {
      setIsOpen(false);
    }
  };

  return (
    <PaymentPanel title="Pay online">
      <p className="text-sm text-slate-600">Card, UPI or net banking through {gateway.data.displayName}.</p>
      <Button onClick={start} loading={order.isPending || isOpen} disabled={isPaying} className="w-full min-[601px]:w-auto">
        Pay {formatMoney(amount, currency)} online
      </Button>
    </PaymentPanel>
  );
}

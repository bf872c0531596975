"use client";

import { useQuery } from "@tanstack/react-query";
import { addMajor } from "@/lib/money";
import { postFlight } from "./booking-api";
import { readValidatedLeg, type TValidatedLeg } from "./booking-storage";
import type { TBookingDetails } from "./use-booking-queries";

/**
 * What the payment page charges: the leg validateBooking answered in this tab, else the draft
 * booking named in the address (its amount and whether it may be held). Null when neither exists.
 */
export function useLegToPay(orderId: string, isReturn: boolean, bookingId: number | undefined) {
  return useQuery({
    queryKey: ["booking", "leg-to-pay", orderId, isReturn, bookingId],
    retry: false,
    queryFn: async (): Promise<TValidatedLeg | null> => {
      const saved = readValidatedLeg(orderId, isReturn);
      if (saved && (bookingId === undefined || saved.bookingId === bookingId)) return saved;
      if (bookingId === undefined) return null;
      const booking = await postFlight<TBookingDetails>("/api/getBookingDetails", { bookingId });
      const amount = booking.transactionDetails.amount;
      const extras = booking.fare.baggageMealCharges;
      return { bookingId, amount, ssrAmount: extras, fareAmount: addMajor(amount, -extras), currency: booking.transactionDetails.currency, expiresAt: "", canHold: booking.canHold };
    },
  });
}

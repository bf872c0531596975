"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import type { TSetFlightDetailsRequest } from "@/lib/contracts/booking";
import { postFlight } from "./booking-api";
import { bookingRoutes } from "./booking-routes";
import type { TOrderView } from "./use-booking-queries";

/** Book: POST /api/setFlightDetails (creates the order held 15 minutes), then the passenger details page. */
export function useBookFlight() {
  const router = useRouter();
  return useMutation({
    mutationFn: (input: TSetFlightDetailsRequest) => postFlight<TOrderView>("/api/setFlightDetails", input),
    onSuccess: (order, input) => router.push(bookingRoutes.passengerDetails(input.searchId, order.orderId)),
  });
}

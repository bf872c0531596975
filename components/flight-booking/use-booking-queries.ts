"use client";

import { useQuery } from "@tanstack/react-query";
import type { getFlightDetailsEndpoint, getPassengerViewOptionsEndpoint, getSsrEndpoint } from "@/lib/contracts/booking";
import type { getBookingDetailsEndpoint } from "@/lib/contracts/bookings";
import type { TAirport } from "@/lib/contracts/masterdata";
import { postFlight, postPlain, type ResponseOf } from "./booking-api";

export type TOrderView = ResponseOf<typeof getFlightDetailsEndpoint>;
export type TPassengerViewOptions = ResponseOf<typeof getPassengerViewOptionsEndpoint>;
export type TSsrOptions = ResponseOf<typeof getSsrEndpoint>;
export type TBookingDetails = ResponseOf<typeof getBookingDetailsEndpoint>;

/** POST /api/getFlightDetails: the caller's order (selected fares, amount, expiry). */
export function useOrder(orderId: string) {
  return useQuery({
    queryKey: ["booking", "order", orderId],
    queryFn: () => postFlight<TOrderView>("/api/getFlightDetails", { orderId }),
    retry: false,
  });
}

/** POST /api/getPassengerViewOptions for one leg: countries, dial codes, fare rules and the fare quote. */
export function usePassengerViewOptions(searchId: string, resultIndex: string | undefined, hasReturn: boolean, isReturn: boolean) {
  return useQuery({
    queryKey: ["booking", "passenger-view-options", searchId, resultIndex, isReturn],
    enabled: Boolean(resultIndex),
    retry: false,
    staleTime: Infinity,
    queryFn: () => postFlight<TPassengerViewOptions>("/api/getPassengerViewOptions", { TraceId: searchId, ResultIndex: resultIndex, hasReturn, isReturn, searchId }),
  });
}

/** POST /api/getSSR: baggage and meals per segment (LCC), meal and seat preferences (GDS). */
export function useSsrOptions(searchId: string, resultIndex: string | undefined) {
  return useQuery({
    queryKey: ["booking", "ssr", searchId, resultIndex],
    enabled: Boolean(resultIndex),
    retry: false,
    staleTime: Infinity,
    queryFn: () => postFlight<TSsrOptions>("/api/getSSR", { searchId, resultIndex }),
  });
}

/** POST /api/getBookingDetails. */
export function useBookingDetails(bookingId: number | undefined) {
  return useQuery({
    queryKey: ["booking", "details", bookingId],
    enabled: bookingId !== undefined,
    retry: false,
    queryFn: () => postFlight<TBookingDetails>("/api/getBookingDetails", { bookingId }),
  });
}

/** The country of each airport code (POST /api/getAirports, an exact code answers first). */
export function useAirportCountries(codes: string[]) {
  const unique = [...new Set(codes)].sort();
  return useQuery({
    queryKey: ["booking", "airport-countries", unique.join(",")],
    enabled: unique.length > 0,
    staleTime: Infinity,
    queryFn: async () => {
      const entries = await Promise.all(
        unique.map(async (code) => {
          const { result } = await postPlain<{ result: TAirport[] }>("/api/getAirports", { query: code, limit: 3 });
          return [code, result.find((a) => a.code === code)?.countryCode ?? null] as const;
        }),
      );
      return new Map(entries);
    },
  });
}

"use client";

// Small facts the booking pages hand to each other in this browser tab (sessionStorage): the
// validated leg (amount, canHold) for the payment page, and the booking in flight so that an HTTP
// 402, which the API client routes to /app/flight/bookingReview, can open that booking's review.

import type { ResponseOf } from "./booking-api";
import type { validateBookingEndpoint } from "@/lib/contracts/bookings";

export type TValidatedLeg = Pick<ResponseOf<typeof validateBookingEndpoint>, "bookingId" | "fareAmount" | "ssrAmount" | "amount" | "currency" | "expiresAt" | "canHold">;

const LAST_BOOKING_KEY = "wayfare-last-booking-id";
const validatedKey = (orderId: string, isReturn: boolean) => `wayfare-validated:${orderId}:${isReturn ? 1 : 0}`;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function saveValidatedLeg(orderId: string, isReturn: boolean, leg: TValidatedLeg): void {
  try {
    storage()?.setItem(validatedKey(orderId, isReturn), JSON.stringify(leg));
  } catch {
    // storage full or unavailable: the payment page falls back to the booking itself
  }
  rememberBooking(leg.bookingId);
}

export function readValidatedLeg(orderId: string, isReturn: boolean): TValidatedLeg | null {
  try {
    const raw = storage()?.getItem(validatedKey(orderId, isReturn));
    return raw ? (JSON.parse(raw) as TValidatedLeg) : null;
  } catch {
    return null;
  }
}

export function rememberBooking(bookingId: number): void {
  try {
    storage()?.setItem(LAST_BOOKING_KEY, String(bookingId));
  } catch {
    // ignore
  }
}

export function readLastBookingId(): number | null {
  const n = Number(storage()?.getItem(LAST_BOOKING_KEY) ?? "");
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

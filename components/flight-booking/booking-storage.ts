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

// The passenger form as typed, per order leg: browser Back from the payment page finds it again
// (decision 0016). This tab only (sessionStorage), and removed once the leg is booked.
const draftKey = (orderId: string, isReturn: boolean) => `wayfare-passenger-draft:${orderId}:${isReturn ? 1 : 0}`;

export function savePassengerDraft<T>(orderId: string, isReturn: boolean, values: T): void {
  try {
    storage()?.setItem(draftKey(orderId, isReturn), JSON.stringify(values));
  } catch {
    // storage full or unavailable: the form simply starts empty after Back
  }
}

export function readPassengerDraft(orderId: string, isReturn: boolean): unknown {
  try {
    const raw = storage()?.getItem(draftKey(orderId, isReturn));
    return raw ? (JSON.parse(raw) as unknown) : null;
  } catch {
    return null;
  }
}

export function clearPassengerDraft(orderId: string, isReturn: boolean): void {
  try {
    storage()?.removeItem(draftKey(orderId, isReturn));
  } catch {
    // ignore
  }
}

"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useSyncExternalStore } from "react";
import { api } from "@/lib/api-client";
import { CART_ID_STORAGE_KEY, NO_CART_ID, type TCart, type TCartStatus, type TQueueAnswer, type TSearchActivity } from "@/lib/contracts/dmc-carts";

type Envelope<T> = { success: boolean; data: T };
export type SearchAnswer = { cityId: number; cityName: string; pricesFor: { userId: number; label: string }; explanation: { market: string; markup: string } | null; result: TSearchActivity[] };
export type CartAnswer = { cart: TCart; message: string; cartId?: number };

const cartKey = (id: number) => ["activity-cart", id] as const;

const CART_ID_EVENT = "wayfare-cart-id";
const readCartId = () => {
  const stored = Number(window.localStorage.getItem(CART_ID_STORAGE_KEY));
  return Number.isInteger(stored) && stored > 0 ? stored : NO_CART_ID;
};
const subscribe = (onChange: () => void) => {
  window.addEventListener("storage", onChange);
  window.addEventListener(CART_ID_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(CART_ID_EVENT, onChange);
  };
};
const writeCartId = (id: number) => {
  window.localStorage.setItem(CART_ID_STORAGE_KEY, String(id));
  window.dispatchEvent(new Event(CART_ID_EVENT));
};

/** The page's address follows the cart it shows (?cartId=): a duplicate or a new cart is what a reload opens. */
const followInUrl = (id: number) => {
  const url = new URL(window.location.href);
  if (url.searchParams.get("cartId") === String(id)) return;
  url.searchParams.set("cartId", String(id));
  window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
};

/**
 * The cart id kept in local storage (spec 001 section 4); -1 = none yet. A cart opened from the
 * queue (?cartId=) becomes the stored one; a cart the screen moves to (a new or duplicated cart) is
 * stored and put in the address.
 */
export function useStoredCartId(opened: number | null): [number, (id: number) => void] {
  useEffect(() => {
    if (opened !== null && opened > 0) writeCartId(opened);
  }, [opened]);
  const cartId = useSyncExternalStore(subscribe, readCartId, () => NO_CART_ID);
  return [
    cartId,
    useCallback((id: number) => {
      writeCartId(id);
      followInUrl(id);
    }, []),
  ];
}

export function useActivitySearch() {
  return useMutation({
    mutationFn: async (input: Record<string, unknown>) => (await api.post<Envelope<SearchAnswer>>("/api/activities/searchActivitiesByCityId", input)).data,
  });
}

export function useCart(cartId: number) {
  return useQuery({
    queryKey: cartKey(cartId),
    enabled: cartId !== NO_CART_ID,
    retry: false,
    queryFn: async () => (await api.post<Envelope<{ cart: TCart }>>("/api/activities/cart/getCartData", { cartId })).data.cart,
  });
}

/** Every cart command answers the cart; the answer replaces the cached one. */
export function useCartCommand(path: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Record<string, unknown>) => (await api.post<Envelope<CartAnswer>>(`/api/activities/cart/${path}`, input)).data,
    onSuccess: (answer) => {
      queryClient.setQueryData(cartKey(answer.cart.id), answer.cart);
      void queryClient.invalidateQueries({ queryKey: ["activity-queue"] });
    },
  });
}

export function useQueue(status: TCartStatus, page: number) {
  return useQuery({
    queryKey: ["activity-queue", status, page],
    queryFn: async () => (await api.post<Envelope<TQueueAnswer>>("/api/activities/queue/getQueue", { status, page })).data,
  });
}

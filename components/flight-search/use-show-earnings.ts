"use client";

import { useCallback, useSyncExternalStore } from "react";

/** Where the results remember that the agent hid their earnings (this browser; issue 16). */
export const HIDE_EARNINGS_KEY = "wayfare-hide-earnings";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
};
const read = () => {
  try {
    return window.localStorage.getItem(HIDE_EARNINGS_KEY) !== "1";
  } catch {
    return true;
  }
};

/** Whether the agent's earnings show on the fares, and the one toggle that hides them (remembered). */
export function useShowEarnings(): [boolean, (show: boolean) => void] {
  const show = useSyncExternalStore(subscribe, read, () => true);
  const setShow = useCallback((next: boolean) => {
    try {
      if (next) window.localStorage.removeItem(HIDE_EARNINGS_KEY);
      else window.localStorage.setItem(HIDE_EARNINGS_KEY, "1");
    } catch {
      // Storage refused (private mode): the toggle still works for this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [show, setShow];
}

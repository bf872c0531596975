"use client";

import * as RadixToast from "@radix-ui/react-toast";
import clsx from "clsx";
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";

/** Alerts auto-hide after 4 seconds (spec 001 section 8). */
export const TOAST_DURATION_MS = 4000;

export type ToastKind = "success" | "error";

export type ToastApi = {
  success: (message: string) => void;
  error: (message: string) => void;
};

type ToastItem = { id: number; kind: ToastKind; message: string; open: boolean };

const noop: ToastApi = { success: () => undefined, error: () => undefined };
const ToastContext = createContext<ToastApi | null>(null);

/** The toast functions of the nearest ToastProvider (a stable object; no-ops outside a provider). */
export function useToast(): ToastApi {
  return useContext(ToastContext) ?? noop;
}

export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const [items, setItems] = useState<ToastItem[]>([]);
  const nextId = useRef(1);

  const push = useCallback((kind: ToastKind, message: string) => {
    const id = nextId.current++;
    setItems((current) => [...current.slice(-4), { id, kind, message, open: true }]);
  }, []);

  const api = useMemo<ToastApi>(
    () => ({ success: (message) => push("success", message), error: (message) => push("error", message) }),
    [push],
  );

  const close = useCallback((id: number) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, open: false } : item)));
    // Leave time for the closing animation before unmounting.
    setTimeout(() => setItems((current) => current.filter((item) => item.id !== id)), 200);
  }, []);

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} swipeDirection="right" label="Notifications">
        {children}
        {items.map((item) => (
          <RadixToast.Root
            key={item.id}
            open={item.open}
            onOpenChange={(open) => {
              if (!open) close(item.id);
            }}
            type={item.kind === "error" ? "foreground" : "background"}
            data-kind={item.kind}
            // Radix announces the text through its own role=status live region; the visible item stays silent.
            role="status"
            aria-live="off"
            aria-atomic="true"
            className={clsx(
              "flex items-start gap-3 rounded-md border px-4 py-3 text-sm shadow-lg",
              item.kind === "error"
                ? "border-red-200 bg-red-50 text-red-900"
                : "border-green-200 bg-green-50 text-green-900",
            )}
          >
            <ToastIcon kind={item.kind} />
            <RadixToast.Description className="min-w-0 flex-1 break-words">{item.message}</RadixToast.Description>
            <RadixToast.Close
              aria-label="Close notification"
              className="-m-1 rounded p-1 text-current opacity-70 hover:opacity-100 focus-visible:outline-2"
            >
              <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
              </svg>
            </RadixToast.Close>
          </RadixToast.Root>
        ))}
        <RadixToast.Viewport
          className="fixed top-4 right-4 left-4 z-[100] flex max-h-screen flex-col gap-2 outline-none sm:left-auto sm:w-96"
        />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

function ToastIcon({ kind }: { kind: ToastKind }) {
  return (
    <svg
      role="img"
      aria-label={kind === "error" ? "Error" : "Success"}
      viewBox="0 0 20 20"
      className={clsx("mt-0.5 h-4 w-4 shrink-0", kind === "error" ? "text-red-600" : "text-green-600")}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {kind === "error" ? (
        <path d="M6 6l8 8M14 6l-8 8" strokeLinecap="round" />
      ) : (
        <path d="M4 10.5l4 4 8-9" strokeLinecap="round" strokeLinejoin="round" />
      )}
    </svg>
  );
}

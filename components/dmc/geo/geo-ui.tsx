"use client";

import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { ApiError } from "@/lib/api-client";

/** Shared bits of the DMC geography screens: dense inputs, a search box, a confirm dialog. */
export const inputClass = "min-h-9 w-full rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm aria-[invalid=true]:border-red-500";

export function SearchBox({ id, label, value, onChange, placeholder }: { id: string; label: string; value: string; onChange: (v: string) => void; placeholder: string }) {
  return (
    <div className="flex min-w-0 flex-col gap-1 max-sm:w-full">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </label>
      <input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className={`${inputClass} sm:w-64`} />
    </div>
  );
}

/** The message of a failed request (the server's errorMessage). */
export function errorMessageOf(error: unknown): string | null {
  if (!error) return null;
  return error instanceof ApiError || error instanceof Error ? error.message : "Some error occurred";
}

/** Field errors the server sent (shortError), for react-hook-form's setError. */
export function serverFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.shortError ? error.shortError : {};
}

export function ConfirmDialog({ open, title, description, error, confirmLabel, isPending, onConfirm, onClose }: {
  open: boolean;
  title: string;
  description: ReactNode;
  error: string | null;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={title}
      description={description}
      showOk={false}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" onClick={onConfirm} loading={isPending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {error ? (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 p-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

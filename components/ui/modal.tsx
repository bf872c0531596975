"use client";

import * as Dialog from "@radix-ui/react-dialog";
import clsx from "clsx";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";

export type ModalVariant = "success" | "error" | "none";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  children?: ReactNode;
  /** Shows a success (check) or error (cross) icon above the title. */
  variant?: ModalVariant;
  /** Short text read out as the dialog's description. */
  description?: ReactNode;
  /** Label of the closing button (default "OK"); set showOk false to hide it. */
  okLabel?: string;
  showOk?: boolean;
  /** Extra actions rendered before the OK button. */
  actions?: ReactNode;
  className?: string;
};

export function Modal({
  open,
  onOpenChange,
  title,
  children,
  variant = "none",
  description,
  okLabel = "OK",
  showOk = true,
  actions,
  className,
}: ModalProps) {
  const describedBy = description === undefined ? { "aria-describedby": undefined } : {};
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content
          {...describedBy}
          className={clsx(
            "fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
            "flex-col gap-4 overflow-y-auto rounded-lg bg-white p-5 shadow-xl focus:outline-none sm:p-6",
            className,
          )}
        >
          <Dialog.Close
            aria-label="Close"
            className="absolute top-3 right-3 rounded p-1 text-slate-500 hover:text-slate-800 focus-visible:outline-2"
          >
            <svg aria-hidden="true" viewBox="0 0 20 20" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
            </svg>
          </Dialog.Close>
          {variant !== "none" && <ModalIcon variant={variant} />}
          <Dialog.Title
            className={clsx("pr-8 text-lg font-semibold text-slate-900", variant !== "none" && "pr-0 text-center")}
          >
            {title}
          </Dialog.Title>
          {description !== undefined && (
            <Dialog.Description className={clsx("text-sm text-slate-600", variant !== "none" && "text-center")}>
              {description}
            </Dialog.Description>
          )}
          {children != null && <div className="text-sm text-slate-800">{children}</div>}
          {(showOk || actions) && (
            <div className="flex flex-wrap justify-end gap-2 max-sm:flex-col-reverse max-sm:[&>*]:w-full">
              {actions}
              {showOk && (
                <Dialog.Close asChild>
                  <Button variant={variant === "error" ? "danger" : "primary"}>{okLabel}</Button>
                </Dialog.Close>
              )}
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** A form dialog's actions: Cancel, and the button that submits the form with id `form` (Save unless told). */
export function ModalFormActions({ form, onCancel, isSaving, submitLabel = "Save" }: { form: string; onCancel: () => void; isSaving: boolean; submitLabel?: string }) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={form} loading={isSaving}>
        {submitLabel}
      </Button>
    </>
  );
}

function ModalIcon({ variant }: { variant: "success" | "error" }) {
  const isSuccess = variant === "success";
  return (
    <div
      className={clsx(
        "mx-auto flex h-14 w-14 items-center justify-center rounded-full",
        isSuccess ? "bg-green-100 text-green-600" : "bg-red-100 text-red-600",
      )}
    >
      <svg
        role="img"
        aria-label={isSuccess ? "Success" : "Error"}
        viewBox="0 0 24 24"
        className="h-8 w-8"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {isSuccess ? <path d="M5 12.5l4.5 4.5L19 7.5" /> : <path d="M6 6l12 12M18 6L6 18" />}
      </svg>
    </div>
  );
}

import clsx from "clsx";
import type { ReactNode } from "react";
import { Messages } from "@/lib/constants";

/** 'This is required field.' (spec 000 section 5). */
export const requiredMessage = Messages.required;

/** The id of a field's error text, for the control's aria-describedby. */
export function getFieldErrorId(htmlFor: string): string {
  return `${htmlFor}-error`;
}

export type FieldProps = {
  label: ReactNode;
  htmlFor: string;
  error?: string;
  required?: boolean;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** Label, control and error message. The control should carry aria-describedby={getFieldErrorId(htmlFor)}. */
export function Field({ label, htmlFor, error, required, hint, children, className }: FieldProps) {
  return (
    <div className={clsx("flex min-w-0 flex-col gap-1", className)}>
      <label htmlFor={htmlFor} className="text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && <p className="text-xs text-slate-500">{hint}</p>}
      {error && (
        <p id={getFieldErrorId(htmlFor)} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

import clsx from "clsx";
import Link from "next/link";
import type { ComponentProps } from "react";

const VARIANTS = {
  primary: "bg-brand text-white hover:opacity-90 focus-visible:outline-brand",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50 focus-visible:outline-slate-500",
} as const;

/** A navigation link styled like the UI's Button (a link stays a link for assistive technology). */
export function LinkButton({ variant = "primary", className, ...rest }: ComponentProps<typeof Link> & { variant?: keyof typeof VARIANTS }) {
  return (
    <Link
      className={clsx(
        "inline-flex min-h-9 items-center justify-center gap-2 rounded-md px-4 py-2 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2",
        VARIANTS[variant],
        className,
      )}
      {...rest}
    />
  );
}

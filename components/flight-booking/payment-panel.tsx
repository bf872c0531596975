import { useId, type ReactNode } from "react";

/** One way to pay, as a titled card. */
export function PaymentPanel({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm max-[600px]:p-3">
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

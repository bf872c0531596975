"use client";

import clsx from "clsx";
import { useToast } from "@/components/ui/toast";
import { useSetTdsDeduction } from "./use-markups";

type Props = { legalEntityId: number; companyName: string; isTdsDeductable: boolean; canEdit: boolean };

/**
 * TDS deduction for one business customer. It shows the server's state: a click asks the server and
 * the switch moves only when the server reports success (spec 001 section 4).
 */
export function TdsSwitch({ legalEntityId, companyName, isTdsDeductable, canEdit }: Props) {
  const toast = useToast();
  const setTds = useSetTdsDeduction();

  const toggle = async () => {
    const result = await setTds.mutateAsync({ isTdsDeductable: !isTdsDeductable, userLEID: legalEntityId }).catch(() => null);
    if (result) toast.success(result.message);
  };

  return (
    <button
      type="button"
      role="switch"
      aria-checked={isTdsDeductable}
      aria-label={`TDS deduction for ${companyName}`}
      aria-busy={setTds.isPending || undefined}
      disabled={!canEdit || setTds.isPending}
      onClick={toggle}
      className="inline-flex min-h-9 items-center gap-2 rounded-md text-sm text-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span aria-hidden="true" className={clsx("relative inline-flex h-5 w-9 shrink-0 rounded-full transition", isTdsDeductable ? "bg-brand" : "bg-slate-300")}>
        <span className={clsx("absolute top-0.5 h-4 w-4 rounded-full bg-white shadow transition-all", isTdsDeductable ? "left-[1.125rem]" : "left-0.5")} />
      </span>
      <span aria-hidden="true">{isTdsDeductable ? "Deduct" : "Do not deduct"}</span>
    </button>
  );
}

"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/account/text-field";
import { Button } from "@/components/ui/button";
import { ZUserPaymentEntryRequest, type TUserPaymentEntryInput, type TUserPaymentEntryRequest } from "@/lib/contracts/wallet";
import { useRecordPaymentEntry } from "./use-wallet";

const FIELDS = ["amount", "bankReference", "transferDate", "remark"] as const;

/** "Record a bank transfer": the userPaymentEntry schema on the client, server field errors from shortError. */
export function BankTransferForm() {
  const [status, setStatus] = useState<{ kind: "success" | "error"; message: string } | null>(null);
  const record = useRecordPaymentEntry();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TUserPaymentEntryInput, unknown, TUserPaymentEntryRequest>({ resolver: zodResolver(ZUserPaymentEntryRequest), defaultValues: { bankReference: "", transferDate: "", remark: "" } });

  const onSubmit = handleSubmit(async (values) => {
    setStatus(null);
    // The schema turned the amount into paise; the API takes major units.
    const body = await record.mutateAsync({ ...values, amount: values.amount / 100 });
    if (body.success && body.data) {
      reset();
      setStatus({ kind: "success", message: body.data.message });
      return;
    }
    for (const field of FIELDS) {
      const message = body.shortError?.[field];
      if (message) setError(field, { message });
    }
    setStatus({ kind: "error", message: body.errorMessage ?? "Could not record the transfer" });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="bank-transfer-title" className="space-y-3 rounded border border-slate-200 bg-white p-4">
      <h2 id="bank-transfer-title" className="text-lg font-semibold">
        Record a bank transfer
      </h2>
      <div className="grid grid-cols-1 gap-3 min-[601px]:grid-cols-2">
        <TextField id="transfer-amount" label="Amount" type="number" registration={register("amount", { valueAsNumber: true })} error={errors.amount} />
        <TextField id="transfer-reference" label="Bank reference (UTR)" registration={register("bankReference")} error={errors.bankReference} />
        <TextField id="transfer-date" label="Transfer date" type="date" registration={register("transferDate")} error={errors.transferDate} />
        <TextField id="transfer-remark" label="Remark" required={false} registration={register("remark")} error={errors.remark} />
      </div>
      {status ? (
        <p role={status.kind === "error" ? "alert" : "status"} className={status.kind === "error" ? "text-sm text-red-700" : "text-sm text-green-700"}>
          {status.message}
        </p>
      ) : null}
      <Button type="submit" loading={isSubmitting}>
        Record transfer
      </Button>
    </form>
  );
}

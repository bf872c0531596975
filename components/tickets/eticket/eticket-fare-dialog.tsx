"use client";

import { useId, useState, type FormEvent } from "react";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal, ModalFormActions } from "@/components/ui/modal";
import { ApiError } from "@/lib/api-client";
import { ZUpdateBookingDetailsRequest, type TETicketFare } from "@/lib/contracts/eticket";

export type FareDialogKind = "markup" | "discount";

type FieldName = keyof TETicketFare;
const FIELDS: Record<FareDialogKind, { name: FieldName; label: string; hint: string }[]> = {
  markup: [
    { name: "txnFee", label: "Transaction fee", hint: "Shown as its own line on the e-ticket." },
    { name: "userMergeTxnFeeTaxes", label: "Markup merged into taxes", hint: "Added to the taxes and fees line; not shown separately." },
  ],
  discount: [{ name: "discount", label: "Discount", hint: "Taken off the total on the e-ticket." }],
};

type Props = {
  kind: FareDialogKind;
  bookingId: number;
  fare: TETicketFare;
  currency: string;
  onClose: () => void;
  onSave: (fare: Partial<TETicketFare>) => Promise<void>;
};

/** Blank means 0; anything typed is sent as a number and checked by the endpoint's own schema. */
const toAmount = (text: string) => (text.trim() === "" ? 0 : Number(text));

/** Add/Update Markup and Add/Update Discount: amounts in major units, validated with the same zod schema as the endpoint. */
export function ETicketFareDialog({ kind, bookingId, fare, currency, onClose, onSave }: Props) {
  const formId = useId();
  const fields = FIELDS[kind];
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(fields.map((f) => [f.name, fare[f.name] > 0 ? fare[f.name].toFixed(2) : ""])));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isSaving, setIsSaving] = useState(false);
  const title = `${(kind === "markup" ? fare.txnFee + fare.userMergeTxnFeeTaxes : fare.discount) > 0 ? "Update" : "Add"} ${kind === "markup" ? "Markup" : "Discount"}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const body = { bookingId, fare: Object.fromEntries(fields.map((f) => [f.name, toAmount(values[f.name] ?? "")])) };
    const parsed = ZUpdateBookingDetailsRequest.safeParse(body);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path.at(-1)), i.message])));
      return;
    }
    setErrors({});
    setIsSaving(true);
    try {
      await onSave(parsed.data.fare);
      onClose();
    } catch (error) {
      const shortError = error instanceof ApiError ? error.shortError : undefined;
      if (shortError) setErrors(Object.fromEntries(Object.entries(shortError).map(([k, v]) => [k.replace(/^fare\./, ""), v])));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={title}
      description={`Amounts in ${currency}, up to 2 decimals. They change what this e-ticket shows, not what was paid.`}
      showOk={false}
      actions={<ModalFormActions form={formId} onCancel={onClose} isSaving={isSaving} />}
    >
      <form id={formId} onSubmit={submit} noValidate className="flex flex-col gap-3">
        {fields.map((f) => {
          const id = `${formId}-${f.name}`;
          return (
            <Field key={f.name} label={f.label} htmlFor={id} error={errors[f.name]} hint={f.hint}>
              <input
                id={id}
                type="number"
                inputMode="decimal"
                min={0}
                step="0.01"
                value={values[f.name] ?? ""}
                onChange={(e) => {
                  setValues((v) => ({ ...v, [f.name]: e.target.value }));
                  setErrors((current) => Object.fromEntries(Object.entries(current).filter(([name]) => name !== f.name)));
                }}
                aria-invalid={errors[f.name] ? true : undefined}
                aria-describedby={errors[f.name] ? getFieldErrorId(id) : undefined}
                className="rounded-md border border-slate-300 px-3 py-2 text-sm"
              />
            </Field>
          );
        })}
      </form>
    </Modal>
  );
}

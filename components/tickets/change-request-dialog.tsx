"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { Field, getFieldErrorId } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { api, ApiError, type ApiEnvelope } from "@/lib/api-client";
import type { TBookingView } from "@/lib/contracts/bookings";
import {
  CHANGE_REQUEST_TYPE_LABELS,
  ChangeRequestMessages,
  ChangeRequestType,
  type TChangeRequestResponse,
  type TChangeRequestType,
  type TGetCCResponse,
} from "@/lib/contracts/change-requests";
import { Messages } from "@/lib/constants";
import { formatMoney } from "@/lib/money";
import {
  emptyChangeRequestForm,
  passengerOptions,
  pickerModes,
  sectorOptions,
  toChangeRequestBody,
  toFieldErrors,
  validateChangeRequest,
  withRequestType,
  type ChangeRequestField,
  type ChangeRequestForm,
} from "./change-request-model";

export type ChangeRequestDialogProps = {
  booking: TBookingView;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Called with the server's answer once the request is sent. */
  onSubmitted?: (answer: TChangeRequestResponse) => void;
};

type Errors = Partial<Record<ChangeRequestField, string>>;

/** A flight call's data, or an ApiError (the api client already toasted its message). */
async function postFlight<T>(path: string, body: unknown): Promise<T> {
  const envelope = await api.flight.post<ApiEnvelope<T>>(path, body);
  if (!envelope.success || envelope.data === undefined) throw new ApiError(envelope.errorMessage ?? Messages.genericError, 400, { shortError: envelope.shortError });
  return envelope.data;
}

const TYPES = [ChangeRequestType.Refund, ChangeRequestType.PartialRefund, ChangeRequestType.Reissue] as const;

/**
 * The Change Request dialog of a booking card (spec 000 sections 2, 4, 5): request type, sectors,
 * passengers, remarks, a "flight cancelled" choice (CancellationType 2, else 3) and the agreement;
 * Send stays disabled until the agreement is ticked. Send first shows the charges (api/getCC); Accept
 * then sends the request (api/changeRequest). The charges say what happens to the paid baggage and
 * meals and which fare rule applied, for the CancellationType chosen.
 */
export function ChangeRequestDialog({ booking, open, onOpenChange, onSubmitted }: ChangeRequestDialogProps) {
  const toast = useToast();
  const [form, setForm] = useState<ChangeRequestForm>(emptyChangeRequestForm);
  const [errors, setErrors] = useState<Errors>({});
  const [charges, setCharges] = useState<TGetCCResponse | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const modes = pickerModes(form.requestType);
  const sectors = sectorOptions(booking);
  const passengers = passengerOptions(booking);

  const update = (next: ChangeRequestForm) => {
    setForm(next);
    setCharges(null);
  };
  const close = (isOpen: boolean) => {
    if (!isOpen) {
      setForm(emptyChangeRequestForm());
      setErrors({});
      setCharges(null);
    }
    onOpenChange(isOpen);
  };
  const fail = (error: unknown) => setErrors(error instanceof ApiError ? toFieldErrors(error.shortError) : {});

  async function showCharges() {
    const found = validateChangeRequest(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const body = toChangeRequestBody(booking.bookingId, form);
    setIsBusy(true);
    try {
      setCharges(await postFlight<TGetCCResponse>("/api/getCC", { BookingId: body.BookingId, RequestType: body.RequestType, Sectors: body.Sectors, TicketId: body.TicketId, CancellationType: body.CancellationType }));
    } catch (error) {
      fail(error);
    } finally {
      setIsBusy(false);
    }
  }

  async function accept() {
    setIsBusy(true);
    try {
      const answer = await postFlight<TChangeRequestResponse>("/api/changeRequest", toChangeRequestBody(booking.bookingId, form));
      toast.success(answer.message || ChangeRequestMessages.sent);
      onSubmitted?.(answer);
      close(false);
    } catch (error) {
      setCharges(null);
      fail(error);
    } finally {
      setIsBusy(false);
    }
  }

  const actions = charges ? (
    <>
      <Button variant="secondary" onClick={() => setCharges(null)} disabled={isBusy}>
        Back
      </Button>
      <Button onClick={accept} loading={isBusy}>
        Accept
      </Button>
    </>
  ) : (
    <Button onClick={showCharges} disabled={!form.isAgreed} loading={isBusy}>
      Send
    </Button>
  );

  return (
    <Modal open={open} onOpenChange={close} title={`Change Request${booking.pnr ? ` (PNR ${booking.pnr})` : ""}`} showOk={false} actions={actions}>
      <div className="flex flex-col gap-4">
        <Field label="Request type" htmlFor="cr-request-type" error={errors.requestType} required>
          <select
            id="cr-request-type"
            value={form.requestType ?? ""}
            aria-invalid={!!errors.requestType}
            aria-describedby={errors.requestType ? getFieldErrorId("cr-request-type") : undefined}
            onChange={(e) => update(withRequestType(form, e.target.value ? (Number(e.target.value) as TChangeRequestType) : null, booking))}
            className="w-full rounded border border-slate-300 bg-white px-3 py-2"
          >
            <option value="">Select</option>
            {TYPES.map((t) => (
              <option key={t} value={t}>
                {CHANGE_REQUEST_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        {modes.sectors !== "hidden" && (
          <CheckboxGroup label="Sectors" options={sectors} value={form.sectors} onChange={(v) => update({ ...form, sectors: v })} disabled={modes.sectors === "allLocked"} error={errors.sectors} />
        )}
        <CheckboxGroup label="Passengers" options={passengers} value={form.ticketIds} onChange={(v) => update({ ...form, ticketIds: v })} disabled={modes.passengers === "allLocked"} error={errors.ticketIds} />
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={form.isFlightCancelled} onChange={(e) => update({ ...form, isFlightCancelled: e.target.checked })} className="h-4 w-4 accent-brand" />
          The airline cancelled this flight
        </label>
        <Field label="Remarks" htmlFor="cr-remarks" error={errors.remarks} required>
          <textarea
            id="cr-remarks"
            rows={3}
            maxLength={500}
            value={form.remarks}
            aria-invalid={!!errors.remarks}
            aria-describedby={errors.remarks ? getFieldErrorId("cr-remarks") : undefined}
            onChange={(e) => update({ ...form, remarks: e.target.value })}
            className="w-full rounded border border-slate-300 px-3 py-2"
          />
        </Field>
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" checked={form.isAgreed} onChange={(e) => update({ ...form, isAgreed: e.target.checked })} className="mt-0.5 h-4 w-4 accent-brand" />
          {ChangeRequestMessages.agreement}
        </label>
        {charges && (
          <section aria-label="Cancellation charges" className="rounded border border-amber-300 bg-amber-50 p-3">
            <p>
              Cancellation charge: <strong>{formatMoney(charges.cancellationCharge, charges.currency)}</strong>
            </p>
            {form.requestType !== ChangeRequestType.Reissue && <p>Refund amount: {formatMoney(charges.refundAmount, charges.currency)}</p>}
            {charges.extras ? (
              <p data-testid="cr-extras">
                {charges.extras.amount > 0 ? (
                  <>
                    Extra baggage and meals: {formatMoney(charges.extras.amount, charges.currency)},{" "}
                    {charges.extras.refundAmount === null ? "refund decided by the airline" : charges.extras.refundAmount > 0 ? `${formatMoney(charges.extras.refundAmount, charges.currency)} refunded` : "not refunded"}
                  </>
                ) : (
                  charges.extras.note
                )}
              </p>
            ) : null}
            {charges.remarks ? <p className="mt-1 text-sm text-slate-700">{charges.remarks}</p> : null}
            <p className="mt-1 text-slate-600">Accept to send the request to the airline.</p>
          </section>
        )}
      </div>
    </Modal>
  );
}

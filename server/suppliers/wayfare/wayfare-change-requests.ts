import "server-only";
import { ZGetCCResponse, ZChangeRequestStatusResponse, type TChangeRequestStatusResponse } from "@/lib/contracts/change-requests";
import { toMinorUnits } from "@/lib/money";
import type { ChangeRequestSupplier, SupplierChangeRequestState, SupplierChangeRequestStatus } from "../change-request-types";
import { SupplierError } from "../types";
import { dataOrThrow, type WayfareCall } from "./wayfare-http";

type ChangeRequests = Pick<ChangeRequestSupplier, "sendChangeRequest" | "getChangeRequestStatus" | "getCancellationCharges">;

const STATUSES: SupplierChangeRequestStatus[] = ["pending", "inProgress", "completed", "rejected"];
const asStatus = (s: string): SupplierChangeRequestStatus => (STATUSES.includes(s as SupplierChangeRequestStatus) ? (s as SupplierChangeRequestStatus) : "pending");

/** Our id of a change request at the supplier site: its booking id and its own change request id (getCRStatus reads by booking). */
const toId = (bookingId: number, changeRequestId: string) => `${bookingId}:${changeRequestId}`;

/**
 * The supplier's answer as one state per ticket of the request. The request's charge and refund
 * are the supplier's totals: they go on its first ticket (our side sums the tickets').
 */
function statesOf(answer: TChangeRequestStatusResponse, ticketIds?: string[]): SupplierChangeRequestState[] {
  const cr = answer.changeRequest;
  const wanted = ticketIds ?? cr?.ticketIds ?? [];
  const latest = new Map<string, (typeof answer.ticketCRInfo)[number]>();
  for (const info of answer.ticketCRInfo) if (wanted.length === 0 || wanted.includes(info.ticketId)) latest.set(info.ticketId, info);
  return [...latest.values()].map((info, i) => ({
    changeRequestId: toId(answer.bookingId, info.changeRequestId),
    ticketId: info.ticketId,
    status: asStatus(info.status),
    supplierStatus: STATUSES.indexOf(asStatus(info.status)) + 1,
    cancellationCharge: i === 0 && cr ? toMinorUnits(cr.cancellationCharge) : 0,
    refundedAmount: i === 0 && cr ? toMinorUnits(cr.refundedAmount) : 0,
    creditNoteNo: cr?.creditNoteNo ?? null,
    remarks: answer.supplierChangeReqStatus?.statusText ?? "",
  }));
}

/**
 * Change requests on a booking made at a supplier site (decision 0032): forwarded to its own
 * changeRequest with our key; its status comes back through its getCRStatus, read by our change
 * request poll job and by Refresh Status (the same path as any supplier's).
 */
export function createWayfareChangeRequests(name: string, call: WayfareCall): ChangeRequests {
  const parse = (data: unknown) => {
    const out = ZChangeRequestStatusResponse.safeParse(data);
    if (!out.success) throw new SupplierError(name, `${name} answered a change request in an unknown shape`);
    return out.data;
  };
  return {
    async sendChangeRequest(request, options) {
      const body = {
        BookingId: Number(request.bookingId),
        RequestType: request.requestType,
        CancellationType: request.cancellationType,
        Sectors: request.sectors.map((s) => ({ Origin: s.origin, Destination: s.destination })),
        TicketId: request.ticketIds,
        Remarks: request.remarks,
      };
      const answer = parse(dataOrThrow(name, await call("/api/changeRequest", body, { ...options, isMoneyCall: true })));
      const states = statesOf(answer, answer.changeRequest?.ticketIds);
      if (states.length === 0) throw new SupplierError(name, `${name} did not raise the change request`, false, true);
      return states;
    },
    async getChangeRequestStatus(request, options) {
      const [bookingId, changeRequestId] = request.changeRequestId.split(":");
      if (!bookingId || !changeRequestId) throw new SupplierError(name, `${name} does not know this change request`);
      const answer = parse(dataOrThrow(name, await call("/api/getCRStatus", { BookingId: Number(bookingId) }, options)));
      const state = statesOf(answer).find((s) => s.changeRequestId === request.changeRequestId);
      if (!state) throw new SupplierError(name, `${name} does not know this change request`);
      return state;
    },
    async getCancellationCharges(request, options) {
      const body = {
        BookingId: Number(request.bookingId),
        RequestType: request.requestType,
        CancellationType: request.cancellationType,
        Sectors: request.sectors?.map((s) => ({ Origin: s.origin, Destination: s.destination })),
        TicketId: request.ticketIds,
      };
      const out = ZGetCCResponse.safeParse(dataOrThrow(name, await call("/api/getCC", body, options)));
      if (!out.success) throw new SupplierError(name, `${name} answered cancellation charges in an unknown shape`);
      const cc = out.data;
      return {
        cancellationCharge: toMinorUnits(cc.cancellationCharge),
        refundAmount: toMinorUnits(cc.refundAmount),
        currency: cc.currency,
        remarks: cc.remarks,
        extras: { amount: toMinorUnits(cc.extras.amount), refundAmount: toMinorUnits(cc.extras.refundAmount ?? 0) },
      };
    },
  };
}

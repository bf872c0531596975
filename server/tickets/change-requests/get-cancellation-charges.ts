import "server-only";
import { ChangeRequestMessages, ChangeRequestType, type TGetCCParsed, type TGetCCResponse } from "@/lib/contracts/change-requests";
import { toMajorUnits } from "@/lib/money";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { loadChangeRequestSupplier, toSupplierAppError } from "./change-request-records";
import { planChangeRequest } from "./send-change-request";

/**
 * POST /api/getCC: the charges preview shown before the final acceptance (GetCancellationCharges).
 * The same booking and per-type rules as the request itself; major units out.
 */
export async function getCancellationCharges(ctx: UserContext, input: TGetCCParsed): Promise<TGetCCResponse> {
  const booking = await getViewableBookingOrThrow(ctx, input.BookingId);
  if (booking.status === "changeRequested") throw new AppError("CONFLICT", ChangeRequestMessages.alreadyOpen);
  if (booking.status !== "ticketed") throw new AppError("CONFLICT", ChangeRequestMessages.notTicketed);
  const isRefund = input.RequestType === ChangeRequestType.Refund;
  const plan = await planChangeRequest(ctx.db, booking, { RequestType: input.RequestType, Sectors: input.Sectors ?? [], TicketId: input.TicketId ?? [] });
  const { supplier, supplierBookingId } = await loadChangeRequestSupplier(ctx.db, booking);
  try {
    const charges = await supplier.getCancellationCharges(
      {
        bookingId: supplierBookingId,
        requestType: input.RequestType,
        ...(isRefund ? {} : { ticketIds: plan.ticketIds }),
        ...(input.RequestType === ChangeRequestType.PartialRefund && input.Sectors?.length ? { sectors: plan.sectors } : {}),
      },
      { endUserIp: ctx.ip ?? undefined },
    );
    return { cancellationCharge: toMajorUnits(charges.cancellationCharge), refundAmount: toMajorUnits(charges.refundAmount), currency: charges.currency, remarks: charges.remarks };
  } catch (error) {
    throw toSupplierAppError(error, booking.source);
  }
}

import "server-only";
import { ChangeRequestMessages, ChangeRequestType, type TGetCCParsed, type TGetCCResponse } from "@/lib/contracts/change-requests";
import { formatMoney, toMajorUnits } from "@/lib/money";
import type { BookingRow } from "@/server/booking/order-records";
import type { PassengerSsr } from "@/server/booking/price-ssr";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { loadChangeRequestSupplier, toSupplierAppError } from "./change-request-records";
import { planChangeRequest } from "./send-change-request";
import { hasRefunds } from "./ticket-refunds";

/** The paid baggage and meals of the planned tickets on the planned sectors (the booking's own extras), paise. */
function extrasCovered(booking: BookingRow, plan: { sectors: { origin: string; destination: string }[]; ticketIds: string[] }): number {
  const sectors = new Set(plan.sectors.map((x) => `${x.origin}-${x.destination}`));
  const passengers = (booking.passengers ?? []) as { ticket?: { ticketId: string } | null }[];
  const ssr = (booking.ssr ?? []) as Partial<PassengerSsr>[];
  return passengers.reduce((sum, p, i) => {
    if (!p.ticket || !plan.ticketIds.includes(p.ticket.ticketId)) return sum;
    const extras = [...(ssr[i]?.baggage ?? []), ...(ssr[i]?.meals ?? [])].filter((x) => sectors.has(`${x.origin}-${x.destination}`));
    return sum + extras.reduce((t, x) => t + x.price, 0);
  }, 0);
}

/** What happens to the extras, in words, from the supplier's answer (or the booking's extras when it says nothing). */
function extrasAnswer(amount: number, refund: number | null, currency: string) {
  const money = (paise: number) => formatMoney(toMajorUnits(paise), currency);
  if (amount === 0) return { amount: 0, refundAmount: refund === null ? null : 0, note: "No extra baggage or meals on these tickets and sectors." };
  const note =
    refund === null
      ? `Extra baggage and meals (${money(amount)}): the airline decides whether they are refunded.`
      : refund >= amount
        ? `Extra baggage and meals (${money(amount)}) are refunded.`
        : refund === 0
          ? `Extra baggage and meals (${money(amount)}) are not refunded.`
          : `Extra baggage and meals (${money(amount)}): ${money(refund)} refunded.`;
  return { amount: toMajorUnits(amount), refundAmount: refund === null ? null : toMajorUnits(refund), note };
}

/**
 * POST /api/getCC: the charges preview shown before the final acceptance (GetCancellationCharges).
 * The same booking and per-type rules as the request itself, the CancellationType the user chose
 * (flight cancelled or not), and what happens to the paid baggage and meals; major units out.
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
        cancellationType: input.CancellationType ?? 3,
        // A refund covers every ticket not yet refunded (all of them, unless some already were).
        ...(isRefund && !hasRefunds(booking.passengers) ? {} : { ticketIds: plan.ticketIds }),
        ...(input.RequestType === ChangeRequestType.PartialRefund && input.Sectors?.length ? { sectors: plan.sectors } : {}),
      },
      { endUserIp: ctx.ip ?? undefined },
    );
    const extras = input.RequestType === ChangeRequestType.Reissue ? { amount: 0, refundAmount: 0 } : (charges.extras ?? { amount: extrasCovered(booking, plan), refundAmount: null });
    return {
      cancellationCharge: toMajorUnits(charges.cancellationCharge),
      refundAmount: toMajorUnits(charges.refundAmount),
      currency: charges.currency,
      remarks: charges.remarks,
      extras: input.RequestType === ChangeRequestType.Reissue ? { amount: 0, refundAmount: 0, note: "Extra baggage and meals stay with the ticket." } : extrasAnswer(extras.amount, extras.refundAmount, charges.currency),
    };
  } catch (error) {
    throw toSupplierAppError(error, booking.source);
  }
}

import "server-only";
import { eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightChangeRequests } from "@/db/schema/tickets";
import { ChangeRequestMessages, ChangeRequestType, type TChangeRequestParsed, type TChangeRequestResponse } from "@/lib/contracts/change-requests";
import { getViewableBookingOrThrow } from "@/server/booking/get-booking-details";
import { STATUS_ID } from "@/server/booking/issue-tickets";
import type { BookingRow } from "@/server/booking/order-records";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { SupplierError } from "@/server/suppliers/types";
import { applyChangeRequestStatus } from "./apply-change-request-status";
import { bookingSectors, bookingTicketIds, loadChangeRequestSupplier, toSupplierAppError, type ChangeRequestRow } from "./change-request-records";
import { toStatusAnswer } from "./get-change-request-status";
import { allSectorsOf, isPassengerRefunded, refundedSectorsOf, ticketedStatusIdOf, type TicketHolder } from "./ticket-refunds";

const AWAITING = "Awaiting the supplier's confirmation";

type Plan = { sectors: { origin: string; destination: string }[]; ticketIds: string[] };

/**
 * The per-type rules (spec 000 section 4): a refund covers every sector of every ticket not yet
 * refunded; partial and change name their tickets. A ticket's sectors that a completed refund gave
 * back (its refund marks, ticket-refunds.ts) cannot be refunded again; a wholly refunded ticket
 * takes no request at all.
 */
export async function planChangeRequest(db: SiteDb, booking: BookingRow, input: Pick<TChangeRequestParsed, "RequestType" | "Sectors" | "TicketId">): Promise<Plan> {
  const all = bookingSectors(booking);
  const keys = allSectorsOf(booking.segments);
  const passengers = (booking.passengers ?? []) as TicketHolder[];
  const holderOf = (ticketId: string) => passengers.find((p) => p.ticket?.ticketId === ticketId);
  const tickets = bookingTicketIds(booking);
  if (input.RequestType === ChangeRequestType.Refund) return { sectors: all, ticketIds: tickets.filter((t) => !isPassengerRefunded(holderOf(t) ?? {}, keys)) };
  const shortError: Record<string, string> = {};
  let sectors = all;
  if (input.RequestType === ChangeRequestType.PartialRefund) {
    sectors = input.Sectors.map((s) => ({ origin: s.Origin, destination: s.Destination }));
    sectors.forEach((s, i) => {
      if (!all.some((a) => a.origin === s.origin && a.destination === s.destination)) shortError[`Sectors.${i}`] = ChangeRequestMessages.unknownSector;
    });
  }
  const wanted = sectors.map((s) => `${s.origin}-${s.destination}`);
  const ticketIds = [...new Set(input.TicketId)];
  ticketIds.forEach((t, i) => {
    const holder = holderOf(t);
    if (!tickets.includes(t) || !holder) shortError[`TicketId.${i}`] ??= ChangeRequestMessages.unknownTicket;
    else if (isPassengerRefunded(holder, keys) || (input.RequestType === ChangeRequestType.PartialRefund && wanted.some((x) => refundedSectorsOf(holder).has(x)))) {
      shortError[`TicketId.${i}`] ??= ChangeRequestMessages.alreadyRefunded;
    }
  });
  const [key, message] = Object.entries(shortError)[0] ?? [];
  if (key) throw new AppError("VALIDATION_ERROR", `${key}: ${message}`, { shortError });
  return { sectors, ticketIds };
}

/**
 * Claims the booking for one change request: in one transaction, ticketed -> changeRequested (a
 * conditional update, so of two submits only one wins; the other is 409 and sends nothing) and the
 * request row, pending.
 */
async function claim(ctx: UserContext, booking: BookingRow, input: TChangeRequestParsed, plan: Plan): Promise<ChangeRequestRow> {
  return ctx.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(flightBookings)
      .set({ status: "changeRequested", statusId: STATUS_ID.changeRequested, changeRequestStatusText: "Pending", updatedAt: new Date() })
      .where(ctx.db.where(flightBookings, eq(flightBookings.id, booking.id), eq(flightBookings.status, "ticketed")))
      .returning({ id: flightBookings.id });
    if (!claimed) throw new AppError("CONFLICT", ChangeRequestMessages.alreadyOpen);
    const [row] = await tx
      .insert(flightChangeRequests)
      .values({
        siteId: ctx.db.siteId,
        bookingId: booking.id,
        userId: ctx.principal.userId,
        requestType: input.RequestType,
        cancellationType: input.CancellationType,
        sectors: plan.sectors,
        ticketIds: plan.ticketIds,
        remarks: input.Remarks,
        currency: booking.currency,
      })
      .returning();
    return row;
  });
}

/** The supplier said no: the request is forgotten and the booking is ticketed again, as before. */
async function undo(db: SiteDb, row: ChangeRequestRow, booking: BookingRow): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(flightChangeRequests).where(db.byId(flightChangeRequests, row.id));
    await tx
      .update(flightBookings)
      .set({ status: "ticketed", statusId: ticketedStatusIdOf(booking.passengers), changeRequestStatusText: booking.changeRequestStatusText, updatedAt: new Date() })
      .where(db.where(flightBookings, eq(flightBookings.id, row.bookingId), eq(flightBookings.status, "changeRequested")));
  });
}

/**
 * POST /api/changeRequest: a ticketed booking the caller may view; the per-type rules; the claim;
 * SendChangeRequest; the supplier's answer applied like any later status. A definite refusal undoes
 * the claim (502). An uncertain one (timeout, lost answer) keeps the request open and visible, so a
 * retry cannot raise a second one at the supplier; staff confirm it with the supplier.
 */
export async function sendChangeRequest(ctx: UserContext, input: TChangeRequestParsed): Promise<TChangeRequestResponse> {
  const booking = await getViewableBookingOrThrow(ctx, input.BookingId);
  if (booking.status === "changeRequested") throw new AppError("CONFLICT", ChangeRequestMessages.alreadyOpen);
  if (booking.status !== "ticketed") throw new AppError("CONFLICT", ChangeRequestMessages.notTicketed);
  const plan = await planChangeRequest(ctx.db, booking, input);
  const { supplier, supplierBookingId } = await loadChangeRequestSupplier(ctx.db, booking);
  const row = await claim(ctx, booking, input, plan);
  let applied: ChangeRequestRow;
  try {
    const states = await supplier.sendChangeRequest(
      {
        bookingId: supplierBookingId,
        requestType: input.RequestType,
        cancellationType: input.CancellationType,
        sectors: input.RequestType === ChangeRequestType.PartialRefund ? plan.sectors : [],
        ticketIds: plan.ticketIds,
        remarks: input.Remarks,
      },
      { endUserIp: ctx.ip ?? undefined },
    );
    applied = await applyChangeRequestStatus(ctx.db, row.id, states);
  } catch (error) {
    if (error instanceof SupplierError && error.isUncertain) {
      await ctx.db.db.update(flightChangeRequests).set({ statusText: AWAITING, updatedAt: new Date() }).where(ctx.db.byId(flightChangeRequests, row.id));
      await ctx.db.db.update(flightBookings).set({ changeRequestStatusText: AWAITING }).where(ctx.db.byId(flightBookings, booking.id));
    } else if (error instanceof SupplierError) {
      await undo(ctx.db, row, booking);
    }
    throw toSupplierAppError(error, booking.source);
  }
  return { ...(await toStatusAnswer(ctx.db, booking.id, applied)), message: ChangeRequestMessages.sent };
}

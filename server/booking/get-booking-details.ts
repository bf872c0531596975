import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { flightBookings, payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { users } from "@/db/schema/users";
import type { TBookingView } from "@/lib/contracts/bookings";
import type { TFlightResult } from "@/lib/contracts/flights";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { bookingSaleTotals } from "@/server/pricing/sale-totals";
import { listTicketCrInfo } from "@/server/tickets/change-requests/list-ticket-cr-info";
import { scrubSourceNames } from "@/server/flights/scrub-source-names";
import { HIDDEN_SOURCE_NAME, maySeeSourceNames } from "@/server/flights/source-names";
import { canHoldFare, type BookingRow } from "./order-records";

const notFound = () => new AppError("NOT_FOUND", "Booking not found");

/** Staff see every booking of the site; business users their company's; everyone else their own. Anything else is 404. */
export async function getViewableBookingOrThrow(ctx: UserContext, bookingId: number): Promise<BookingRow> {
  const [booking] = await ctx.db.db.select().from(flightBookings).where(ctx.db.byId(flightBookings, bookingId)).limit(1);
  if (!booking) throw notFound();
  if (booking.userId === ctx.principal.userId || ctx.principal.userType === "staff") return booking;
  if (booking.legalEntityId !== null && ctx.principal.userType !== "retail") {
    const [me] = await ctx.db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, ctx.principal.userId)).limit(1);
    if (me?.legalEntityId === booking.legalEntityId) return booking;
  }
  throw notFound();
}

type Extra = { flightNumber: string; weight?: number; quantity?: number; description?: string; price: number };

export function toBookingView(b: BookingRow, extra: { searchId: string; payment: { method: string; status: string } | null; user: TBookingView["user"]; showAccounting: boolean }): TBookingView {
  const result = b.result as TFlightResult;
  const accounting = b.accounting as { middleManWl: { cost: number }; endCustomer: { cost: number } } | null;
  const totals = bookingSaleTotals(b);
  return {
    bookingId: b.id,
    orderId: b.orderId,
    searchId: extra.searchId,
    legIndex: b.legIndex,
    pnr: b.pnr,
    createdAt: b.createdAt.toISOString(),
    invoiceCreatedOn: b.ticketedAt?.toISOString() ?? null,
    status: b.status,
    statusId: b.statusId,
    source: b.source,
    isLcc: b.isLcc,
    isLCCSpecialReturn: b.isLccSpecialReturn,
    isHold: b.isHold,
    canHold: false,
    isDomestic: b.isDomestic,
    lastTicketDate: b.lastTicketDate,
    attentionReason: b.attentionReason,
    fare: {
      ...result.fare,
      otherCharges: toMajorUnits(totals.otherCharges),
      baggageMealCharges: toMajorUnits(totals.extras),
      totalPayable: toMajorUnits(totals.totalPayable),
      roundedTotalFare: toMajorUnits(totals.roundedTotalFare),
      ...(result.fare.totalPayableAmt === undefined ? {} : { totalPayableAmt: toMajorUnits(totals.totalPayableAmt) }),
    },
    result,
    passenger: b.passengers as TBookingView["passenger"],
    segments: b.segments as TBookingView["segments"],
    fareRules: b.fareRules as TBookingView["fareRules"],
    baggages: (b.baggages as Extra[]).map((x) => ({ flightNumber: x.flightNumber, weight: x.weight ?? 0, price: toMajorUnits(x.price) })),
    meals: (b.meals as Extra[]).map((x) => ({ flightNumber: x.flightNumber, quantity: x.quantity ?? 1, description: x.description ?? "", price: toMajorUnits(x.price) })),
    transactionDetails: { amount: toMajorUnits(b.amount), currency: b.currency, paymentMethod: extra.payment?.method ?? null, paymentStatus: extra.payment?.status ?? null },
    accounting: extra.showAccounting && accounting ? { middleManWl: { cost: toMajorUnits(accounting.middleManWl.cost) }, endCustomer: { cost: toMajorUnits(accounting.endCustomer.cost) } } : null,
    user: extra.user,
    returnLeg: null,
    ticketCRInfo: [],
    supplierChangeReqStatus: b.changeRequestStatusText ? { statusText: b.changeRequestStatusText } : null,
  };
}

/** POST /api/getBookingDetails {bookingId} */
export async function getBookingDetails(ctx: UserContext, input: { bookingId: number }): Promise<TBookingView> {
  const b = await getViewableBookingOrThrow(ctx, input.bookingId);
  const otherIndex = b.legIndex === 0 ? 1 : 0;
  // Independent reads: the order, the latest payment, the creator, the order's other leg, change requests, the hold right.
  const [[order], [payment], [user], [otherBooking], ticketCRInfo, canHold] = await Promise.all([
    ctx.db.db.select({ searchId: flightOrders.searchId, selection: flightOrders.selection }).from(flightOrders).where(ctx.db.where(flightOrders, eq(flightOrders.id, b.orderId))).limit(1),
    ctx.db.db.select({ method: payments.method, status: payments.status }).from(payments).where(ctx.db.where(payments, eq(payments.bookingId, b.id))).orderBy(desc(payments.createdAt)).limit(1),
    ctx.db.db.select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email }).from(users).where(ctx.db.byId(users, b.userId)).limit(1),
    ctx.db.db.select({ id: flightBookings.id, status: flightBookings.status }).from(flightBookings).where(ctx.db.where(flightBookings, and(eq(flightBookings.orderId, b.orderId), eq(flightBookings.legIndex, otherIndex)))).limit(1),
    listTicketCrInfo(ctx.db, b.id),
    b.status === "draft" && b.userId === ctx.principal.userId ? canHoldFare(ctx, b.isLcc, undefined, b.supplierId) : Promise.resolve(false),
  ]);
  const selection = (order?.selection ?? []) as TFlightResult[];
  const other = selection.length === 2 ? selection[otherIndex] : undefined;
  const view = toBookingView(b, {
    searchId: order?.searchId ?? "",
    payment: payment ?? null,
    user: user ?? { id: b.userId, firstName: null, lastName: null, email: null },
    showAccounting: ctx.principal.userType !== "retail",
  });
  // Staff see the booking's supplier; its customers do not (decision 0060).
  if (!maySeeSourceNames(ctx.principal)) {
    const attentionReason = view.attentionReason === null ? null : await scrubSourceNames(ctx.site.id, view.attentionReason);
    Object.assign(view, { source: HIDDEN_SOURCE_NAME, result: { ...view.result, source: HIDDEN_SOURCE_NAME }, attentionReason });
  }
  return { ...view, canHold, ticketCRInfo, returnLeg: other ? { resultIndex: other.resultIndex, bookingId: otherBooking?.id ?? null, status: otherBooking?.status ?? null } : null };
}

import "server-only";
import { asc, desc, eq, type SQL } from "drizzle-orm";
import { flightBookings, payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { users } from "@/db/schema/users";
import type { TPaymentView } from "@/lib/contracts/payments";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";

const RECENT_LIMIT = 50;

async function selectViews(ctx: UserContext, condition: SQL, newestFirst: boolean): Promise<TPaymentView[]> {
  const rows = await ctx.db.db
    .select({
      payment: payments,
      legIndex: flightBookings.legIndex,
      origin: flightBookings.origin,
      destination: flightBookings.destination,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(payments)
    .innerJoin(flightBookings, eq(flightBookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, payments.userId))
    .where(condition)
    .orderBy(newestFirst ? desc(payments.createdAt) : asc(payments.createdAt))
    .limit(RECENT_LIMIT);
  return rows.map(({ payment: p, ...r }) => ({
    id: p.id,
    orderId: p.orderId,
    bookingId: p.bookingId,
    legIndex: r.legIndex,
    route: `${r.origin}-${r.destination}`,
    method: p.method,
    status: p.status,
    amount: toMajorUnits(p.amount),
    currency: p.currency,
    gatewayOrderId: p.gatewayOrderId,
    gatewayPaymentId: p.gatewayPaymentId,
    errorMessage: p.errorMessage,
    paidAt: p.paidAt?.toISOString() ?? null,
    createdAt: p.createdAt.toISOString(),
    user: { id: p.userId, name: [r.firstName, r.lastName].filter(Boolean).join(" ") },
  }));
}

/**
 * POST /api/payment/getOrderPayments {orderId?}: an order's payments, oldest first (the caller's own
 * order; staff with wallet.paymentEntries.view any order of the site; else 404), or without orderId
 * the caller's most recent payments.
 */
export async function getOrderPayments(ctx: UserContext, input: { orderId?: string }): Promise<{ result: TPaymentView[] }> {
  if (!input.orderId) return { result: await selectViews(ctx, ctx.db.where(payments, eq(payments.userId, ctx.principal.userId)), true) };
  const [order] = await ctx.db.db
    .select({ userId: flightOrders.userId })
    .from(flightOrders)
    .where(ctx.db.where(flightOrders, eq(flightOrders.id, input.orderId)))
    .limit(1);
  const isStaffViewer = ctx.principal.userType === "staff" && (await hasPermission(ctx.principal, "wallet.paymentEntries.view"));
  if (!order || (order.userId !== ctx.principal.userId && !isStaffViewer)) throw new AppError("NOT_FOUND", "Order not found");
  return { result: await selectViews(ctx, ctx.db.where(payments, eq(payments.orderId, input.orderId)), false) };
}

import "server-only";
import { desc, eq } from "drizzle-orm";
import { flightBookings, payments, type PaymentMethod } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { users } from "@/db/schema/users";
import { BookingMessages } from "@/lib/contracts/bookings";
import { PaymentMessages, type TRazorpayDetails } from "@/lib/contracts/payments";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { createGatewayOrder } from "./create-gateway-order";
import { getPaymentSettings } from "./payment-settings";

type Input = { orderId: string; isReturn: boolean };

/** The caller's own booking leg of the order on this site (else 404), with the order's expiry. */
async function findOwnLeg(ctx: UserContext, input: Input) {
  const { db } = ctx.db;
  const [leg] = await db
    .select({ booking: flightBookings, expiresAt: flightOrders.expiresAt })
    .from(flightBookings)
    .innerJoin(flightOrders, eq(flightOrders.id, flightBookings.orderId))
    .where(
      ctx.db.where(flightBookings, eq(flightBookings.orderId, input.orderId), eq(flightBookings.legIndex, input.isReturn ? 1 : 0), eq(flightBookings.userId, ctx.principal.userId)),
    )
    .limit(1);
  if (!leg) throw new AppError("NOT_FOUND", "Booking not found");
  return leg;
}

function describeLeg(booking: typeof flightBookings.$inferSelect): string {
  return `Flight ${booking.origin}-${booking.destination} on ${booking.travelDate}`;
}

/**
 * POST /api/whitelabel/getRazorpayDetailsToUser: opens (or reuses) the gateway order for the
 * caller's draft booking leg and answers what Checkout needs. The booking row is locked while it
 * runs, so two concurrent calls share one gateway order.
 */
export async function getRazorpayDetailsToUser(ctx: UserContext, input: Input): Promise<TRazorpayDetails> {
  const leg = await findOwnLeg(ctx, input);
  if (leg.expiresAt.getTime() <= Date.now()) throw new AppError("CONFLICT", BookingMessages.paymentExpired);
  if (leg.booking.status !== "draft") throw new AppError("CONFLICT", leg.booking.status === "booking" ? BookingMessages.inProgress : BookingMessages.alreadyBooked);
  const settings = await getPaymentSettings(ctx.site.id);
  if (settings.activeGateway === "none") throw new AppError("CONFLICT", PaymentMessages.noGateway);
  const method: PaymentMethod = settings.activeGateway;
  const [user] = await ctx.db.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(ctx.db.byId(users, ctx.principal.userId));
  const contact = user?.phone ?? "";

  const { payment, checkoutUrl } = await ctx.db.transaction(async (tx) => {
    const [booking] = await tx.select().from(flightBookings).where(ctx.db.byId(flightBookings, leg.booking.id)).for("update");
    if (!booking || booking.status !== "draft") throw new AppError("CONFLICT", BookingMessages.inProgress);
    const rows = await tx
      .select()
      .from(payments)
      .where(ctx.db.where(payments, eq(payments.bookingId, booking.id)))
      .orderBy(desc(payments.createdAt));
    if (rows.some((p) => p.status === "paid")) throw new AppError("CONFLICT", PaymentMessages.alreadyPaid);
    const reusable = rows.find((p) => p.method === method && p.status === "created" && p.amount === booking.amount && p.currency === booking.currency && p.gatewayOrderId);
    if (reusable) {
      const url = method === "testGateway" ? `/payments/test-gateway/${reusable.gatewayOrderId}` : null;
      // A PhonePe pay page cannot be reopened: a new attempt gets a new transaction.
      if (method !== "phonepe") return { payment: reusable, checkoutUrl: url };
    }
    const opened = await createGatewayOrder(settings, { bookingId: booking.id, orderId: booking.orderId, userId: booking.userId, amount: booking.amount, currency: booking.currency, contact });
    const [inserted] = await tx
      .insert(payments)
      .values({
        siteId: ctx.site.id,
        orderId: booking.orderId,
        bookingId: booking.id,
        userId: booking.userId,
        method,
        amount: booking.amount,
        currency: booking.currency,
        status: "created",
        idempotencyKey: `${method}:${opened.gatewayOrderId}`,
        gatewayOrderId: opened.gatewayOrderId,
      })
      .returning();
    return { payment: inserted, checkoutUrl: opened.checkoutUrl };
  });

  return {
    gateway: settings.activeGateway,
    key: settings.keyId ?? "",
    razorpayOrderId: payment.gatewayOrderId as string,
    amount: payment.amount,
    currency: payment.currency,
    name: ctx.site.companyName,
    description: describeLeg(leg.booking),
    prefill: { name: [user?.firstName, user?.lastName].filter(Boolean).join(" "), email: user?.email ?? "", contact },
    checkoutUrl,
  };
}

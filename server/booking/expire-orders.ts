import "server-only";
import { and, eq, inArray, lt } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";

/**
 * The payment expiry job (pg-boss, every minute): orders past their 15 minutes that were never
 * booked become `expired`, and their unpaid gateway payments `failed`, so a late callback finds
 * nothing to charge or book (it answers 409 either way: the check is on expiresAt).
 */
export async function expireOrders(now = new Date()): Promise<{ orders: number; payments: number }> {
  return systemDb.transaction(async (tx) => {
    const expired = await tx
      .update(flightOrders)
      .set({ status: "expired" })
      .where(and(eq(flightOrders.status, "inProcess"), lt(flightOrders.expiresAt, now)))
      .returning({ id: flightOrders.id });
    if (expired.length === 0) return { orders: 0, payments: 0 };
    const failed = await tx
      .update(payments)
      .set({ status: "failed", errorMessage: "Payment time expired", updatedAt: now })
      .where(and(eq(payments.status, "created"), inArray(payments.orderId, expired.map((o) => o.id))))
      .returning({ id: payments.id });
    return { orders: expired.length, payments: failed.length };
  });
}

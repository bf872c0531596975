import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { payments } from "@/db/schema/bookings";
import { PaymentMessages } from "@/lib/contracts/payments";
import { AppError } from "@/server/http/errors";

export type PaymentRow = typeof payments.$inferSelect;

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** A Razorpay-shaped id: `order_` / `pay_` and 14 base62 characters. */
export function generateGatewayId(prefix: "order" | "pay"): string {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => BASE62[b % 62]).join("")}`;
}

export async function findPaymentByGatewayOrderId(siteId: number, gatewayOrderId: string): Promise<PaymentRow | null> {
  const [row] = await systemDb
    .select()
    .from(payments)
    .where(and(eq(payments.siteId, siteId), eq(payments.gatewayOrderId, gatewayOrderId)))
    .limit(1);
  return row ?? null;
}

/**
 * Marks a gateway payment row paid, once. A conditional update (created or failed -> paid) makes
 * concurrent callers safe: the second finds the row paid and gets it back when the gateway payment
 * id is the same; a row paid by another payment id, or refunded, is a 409.
 */
export async function markPaymentPaid(siteId: number, paymentRowId: string, gatewayPaymentId: string): Promise<PaymentRow> {
  const now = new Date();
  const [updated] = await systemDb
    .update(payments)
    .set({ status: "paid", gatewayPaymentId, paidAt: now, errorMessage: null, updatedAt: now })
    .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentRowId), inArray(payments.status, ["created", "failed"])))
    .returning();
  if (updated) return updated;
  const [row] = await systemDb.select().from(payments).where(and(eq(payments.siteId, siteId), eq(payments.id, paymentRowId))).limit(1);
  if (!row) throw new AppError("NOT_FOUND", "Payment not found");
  if (row.status === "paid" && row.gatewayPaymentId === gatewayPaymentId) return row;
  throw new AppError("CONFLICT", PaymentMessages.alreadySettled);
}

/** Marks a row failed with the reason, unless it is already paid or refunded (a late failure never undoes a payment). */
export async function markPaymentFailed(siteId: number, paymentRowId: string, reason: string): Promise<boolean> {
  const rows = await systemDb
    .update(payments)
    .set({ status: "failed", errorMessage: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(payments.siteId, siteId), eq(payments.id, paymentRowId), inArray(payments.status, ["created", "failed"])))
    .returning({ id: payments.id });
  return rows.length > 0;
}

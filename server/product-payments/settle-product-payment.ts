import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { productPayments } from "@/db/schema/product-payments";
import { PaymentMessages } from "@/lib/contracts/payments";
import { ProductPaymentMessages } from "@/lib/contracts/product-payments";
import { AppError } from "@/server/http/errors";
import { getProductHooks } from "./product-hooks";
import type { ProductPaymentRow } from "./product-payment-records";

export type SettledPayment = { payment: ProductPaymentRow; isReplay: boolean };

/**
 * Marks a gateway product payment paid and confirms its product (the kind's onPaid) in ONE
 * transaction, once. The row is locked: a second caller (the browser's callback racing the
 * webhook, a replayed callback) waits, then finds it paid by the same gateway payment and gets it
 * back with isReplay (the product is not confirmed twice). Paid by another payment id, or
 * refunded: 409. If onPaid throws, nothing is marked paid.
 */
export async function settleProductPayment(siteId: number, id: string, gatewayPaymentId: string): Promise<SettledPayment> {
  return systemDb.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(productPayments)
      .where(and(eq(productPayments.siteId, siteId), eq(productPayments.id, id)))
      .for("update");
    if (!row) throw new AppError("NOT_FOUND", ProductPaymentMessages.notFound);
    if (row.status === "paid" && row.gatewayPaymentId === gatewayPaymentId) return { payment: row, isReplay: true };
    if (row.status !== "created" && row.status !== "failed") throw new AppError("CONFLICT", PaymentMessages.alreadySettled);
    const now = new Date();
    const [paid] = await tx
      .update(productPayments)
      .set({ status: "paid", gatewayPaymentId, paidAt: now, errorMessage: null, updatedAt: now })
      .where(and(eq(productPayments.id, id), inArray(productPayments.status, ["created", "failed"])))
      .returning();
    await (await getProductHooks(paid.productKind)).onPaid(tx, paid);
    return { payment: paid, isReplay: false };
  });
}

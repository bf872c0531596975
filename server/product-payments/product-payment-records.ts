import "server-only";
import { and, eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { productPayments } from "@/db/schema/product-payments";
import type { TProductPaymentView } from "@/lib/contracts/product-payments";
import { toMajorUnits } from "@/lib/money";

export type ProductPaymentRow = typeof productPayments.$inferSelect;

export async function findProductPaymentByGatewayOrderId(siteId: number, gatewayOrderId: string): Promise<ProductPaymentRow | null> {
  const [row] = await systemDb
    .select()
    .from(productPayments)
    .where(and(eq(productPayments.siteId, siteId), eq(productPayments.gatewayOrderId, gatewayOrderId)))
    .limit(1);
  return row ?? null;
}

/** Marks a gateway row failed with the reason, unless it is paid or refunded (a late failure never undoes a payment). */
export async function markProductPaymentFailed(siteId: number, id: string, reason: string): Promise<boolean> {
  const rows = await systemDb
    .update(productPayments)
    .set({ status: "failed", errorMessage: reason.slice(0, 500), updatedAt: new Date() })
    .where(and(eq(productPayments.siteId, siteId), eq(productPayments.id, id), eq(productPayments.status, "created")))
    .returning({ id: productPayments.id });
  return rows.length > 0;
}

export function toProductPaymentView(row: ProductPaymentRow): TProductPaymentView {
  return {
    id: row.id,
    productKind: row.productKind,
    productId: row.productId,
    description: row.description,
    method: row.method,
    status: row.status as TProductPaymentView["status"],
    amount: toMajorUnits(row.amount),
    refundedAmount: toMajorUnits(row.refundedAmount),
    currency: row.currency,
    gatewayOrderId: row.gatewayOrderId,
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

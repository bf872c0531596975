import "server-only";
import type { SiteDb } from "@/db/client";
import type { ProductKind } from "@/db/schema/product-payments";
import type { Tx } from "@/server/wallet/wallet-records";
import type { ProductPaymentRow } from "./product-payment-records";

/**
 * What a product does when its payment settles (decision 0046). Both run inside the transaction
 * that changes the payment row, so the product and its money never disagree:
 * - onPaid: confirm the product (issue the policy, take the seats); throwing rolls the payment back.
 * - onRefund: record the refund on the product (amount in minor units).
 */
export type ProductHooks = {
  onPaid(tx: Tx, payment: ProductPaymentRow): Promise<void>;
  onRefund?(tx: Tx, payment: ProductPaymentRow, amount: number): Promise<void>;
  /** Staff's refund from the back office (decision 0048): cancels the product by its own rule and answers the amount refunded (minor units). Absent: staff cannot refund this kind there. */
  refundByStaff?(db: SiteDb, payment: ProductPaymentRow): Promise<number>;
};

/**
 * The registry: one line per product kind, loaded lazily (a static import() Next can bundle) so
 * the payment core never depends on the products at load time. Fixed departures, quotations and
 * payment links add their line here.
 */
const REGISTRY: Partial<Record<ProductKind, () => Promise<ProductHooks>>> = {
  insurance: () => import("@/server/insurance/insurance-payment-hooks").then((m) => m.insurancePaymentHooks),
  fixedDeparture: () => import("@/server/fixed-departures/fixed-departure-payment-hooks").then((m) => m.fixedDeparturePaymentHooks),
  paymentLink: () => import("./payment-links").then((m) => m.paymentLinkHooks),
  quotation: () => import("./quotation-payment").then((m) => m.quotationPaymentHooks),
};

export async function getProductHooks(kind: string): Promise<ProductHooks> {
  const load = REGISTRY[kind as ProductKind];
  if (!load) throw new Error(`No payment hooks for product kind ${kind}`);
  return load();
}

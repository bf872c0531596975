import "server-only";
import { eq } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { flightBookings, payments } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { toMajorUnits } from "@/lib/money";
import type { Principal } from "@/server/auth/principal";
import type { SiteRecord } from "@/server/sites/find-site";
import { getProductTestGatewayOrder } from "@/server/product-payments/complete-product-test-gateway";
import { getPaymentSettings } from "./payment-settings";

export type TestGatewayOrderView = {
  gatewayOrderId: string;
  orderId: string;
  /** Major units. */
  amount: number;
  currency: string;
  status: string;
  description: string;
  isExpired: boolean;
};

/** The test gateway page's order: the caller's own test-gateway payment on a site that runs the test gateway, else null (404). */
export async function getTestGatewayOrder(site: SiteRecord, principal: Principal, gatewayOrderId: string): Promise<TestGatewayOrderView | null> {
  if (!/^[A-Za-z0-9_-]{1,60}$/.test(gatewayOrderId)) return null;
  if ((await getPaymentSettings(site.id)).activeGateway !== "testGateway") return null;
  const db = createSiteDb(site.id);
  const [row] = await db.db
    .select({ payment: payments, expiresAt: flightOrders.expiresAt, origin: flightBookings.origin, destination: flightBookings.destination, travelDate: flightBookings.travelDate })
    .from(payments)
    .innerJoin(flightOrders, eq(flightOrders.id, payments.orderId))
    .innerJoin(flightBookings, eq(flightBookings.id, payments.bookingId))
    .where(db.where(payments, eq(payments.gatewayOrderId, gatewayOrderId), eq(payments.userId, principal.userId)))
    .limit(1);
  // Not a flight payment: perhaps a product's (insurance, ...; decision 0046).
  if (!row) return getProductTestGatewayOrder(site.id, principal.userId, gatewayOrderId);
  if (row.payment.method !== "testGateway") return null;
  return {
    gatewayOrderId,
    orderId: row.payment.orderId,
    amount: toMajorUnits(row.payment.amount),
    currency: row.payment.currency,
    status: row.payment.status,
    description: `Flight ${row.origin}-${row.destination} on ${row.travelDate}`,
    isExpired: row.expiresAt.getTime() <= Date.now(),
  };
}

import { eq } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { insurancePolicies } from "@/db/schema/insurance";
import { createHash } from "node:crypto";
import { paymentLinks, productPayments } from "@/db/schema/product-payments";

/** Site A's agent's insurance: an issued policy paid by wallet, and a policy waiting for its (test-gateway) payment. */
export async function createInsuranceContractRows(siteId: number, userId: number, tag: string) {
  const start = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 66 * 86_400_000).toISOString().slice(0, 10);
  const base = {
    siteId,
    userId,
    insurer: "simulated",
    planCode: "ESSENTIAL",
    planName: "Essential",
    region: "asia",
    destination: `Victim destination ${tag}`,
    startDate: start,
    endDate: end,
    travellers: [{ firstName: "Victim", lastName: `Traveller ${tag}`, dob: "1990-01-01", passportNumber: "P1234567", age: 36 }],
    coverAmount: 250_000_000,
    premium: 28_000,
    currency: "INR",
  };
  const [policy] = await systemDb.insert(insurancePolicies).values({ ...base, status: "issued", policyNumber: `SIM-2026-${siteId}-${tag}`, issuedAt: new Date() }).returning();
  const [paid] = await systemDb
    .insert(productPayments)
    .values({ siteId, userId, productKind: "insurance", productId: String(policy.id), description: "Travel insurance", method: "wallet", amount: 28_000, currency: "INR", status: "paid", idempotencyKey: `contract-paid-${tag}`, paidAt: new Date() })
    .returning();
  await systemDb.update(insurancePolicies).set({ paymentId: paid.id }).where(eq(insurancePolicies.id, policy.id));
  const [pending] = await systemDb.insert(insurancePolicies).values({ ...base, status: "pending" }).returning();
  const [openPayment] = await systemDb
    .insert(productPayments)
    .values({ siteId, userId, productKind: "insurance", productId: String(pending.id), description: "Travel insurance", method: "testGateway", amount: 28_000, currency: "INR", idempotencyKey: `contract-open-${tag}`, gatewayOrderId: `order_contract${tag}` })
    .returning();
  // A payment link of site A (its token is the secret: site B's callers must get 404).
  const linkToken = `contractlink${tag}`;
  await systemDb.insert(paymentLinks).values({ siteId, amount: 10_000, currency: "INR", purpose: `Victim link ${tag}`, customerEmail: "victim@example.test", tokenHash: createHash("sha256").update(linkToken).digest("hex") });
  return { policy, openPayment, linkToken, markers: [`Victim link ${tag}`, `Victim destination ${tag}`, `Traveller ${tag}`] };
}

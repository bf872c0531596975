import "server-only";
import { and, eq } from "drizzle-orm";
import { insurancePolicies } from "@/db/schema/insurance";
import type { ProductHooks } from "@/server/product-payments/product-hooks";
import { getInsurer } from "./simulated-insurer";

/**
 * Insurance in the product payments registry: a paid payment issues its policy (the insurer's
 * policy number) in the payment's transaction. A policy already issued (a replay) is left as it is.
 */
export const insurancePaymentHooks: ProductHooks = {
  async onPaid(tx, payment) {
    const policyId = Number(payment.productId);
    const [policy] = await tx
      .select()
      .from(insurancePolicies)
      .where(and(eq(insurancePolicies.siteId, payment.siteId), eq(insurancePolicies.id, policyId)))
      .for("update");
    if (!policy) throw new Error(`insurance policy ${payment.productId} of payment ${payment.id} not found`);
    if (policy.status !== "pending") return;
    const { policyNumber } = getInsurer(policy.insurer).issuePolicy({ siteId: policy.siteId, policyId: policy.id, startDate: policy.startDate });
    await tx
      .update(insurancePolicies)
      .set({ status: "issued", policyNumber, paymentId: payment.id, issuedAt: new Date() })
      .where(eq(insurancePolicies.id, policy.id));
  },
  /** Staff's refund (decision 0048): the policy is cancelled and refunded by the insurer's rule, as the customer's cancel does. */
  async refundByStaff(db, payment) {
    const { cancelPolicyWithRefund } = await import("./cancel-insurance-policy");
    return cancelPolicyWithRefund(db, Number(payment.productId));
  },
};

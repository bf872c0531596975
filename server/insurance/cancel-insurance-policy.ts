import "server-only";
import { and, eq } from "drizzle-orm";
import { insurancePolicies } from "@/db/schema/insurance";
import { InsuranceMessages } from "@/lib/contracts/insurance";
import type { SiteDb } from "@/db/client";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { refundProductPayment } from "@/server/product-payments/refund-product-payment";
import { getUserPolicy, todayUtc } from "./insurance-records";
import { getInsurer } from "./simulated-insurer";

/**
 * POST /api/insurance/cancelPolicy: cancels the caller's issued policy before its start date. In one
 * transaction, under the policy's row lock: the insurer's rule gives the refund (recorded with the
 * rule's wording), the product payment refunds it as wallet credit, the policy is marked cancelled.
 * A second cancel finds it cancelled (409): the money moves once.
 */
export async function cancelInsurancePolicy(ctx: UserContext, input: { id: number }) {
  await getUserPolicy(ctx.db, ctx.principal.userId, input.id);
  await cancelPolicyWithRefund(ctx.db, input.id);
  const { row, ...policy } = await getUserPolicy(ctx.db, ctx.principal.userId, input.id);
  void row;
  return { policy, message: InsuranceMessages.cancelled };
}

/** The cancellation and its refund by the insurer's rule, in one transaction (the customer's cancel and staff's refund, decision 0048). */
export async function cancelPolicyWithRefund(db: SiteDb, policyId: number): Promise<number> {
  return db.transaction(async (tx) => {
    const [policy] = await tx
      .select()
      .from(insurancePolicies)
      .where(and(eq(insurancePolicies.siteId, db.siteId), eq(insurancePolicies.id, policyId)))
      .for("update");
    if (!policy) throw new AppError("NOT_FOUND", InsuranceMessages.policyNotFound);
    if (policy.status !== "issued" || !policy.paymentId) throw new AppError("CONFLICT", policy.status === "cancelled" ? "The policy is already cancelled" : InsuranceMessages.notIssued);
    const quote = getInsurer(policy.insurer).quoteCancellation({ premium: policy.premium, startDate: policy.startDate, today: todayUtc() });
    if (!quote) throw new AppError("CONFLICT", InsuranceMessages.notCancellable);
    await refundProductPayment(tx, { siteId: db.siteId, paymentId: policy.paymentId, amount: quote.refund, reason: `insurance policy ${policy.policyNumber} cancelled` });
    await tx
      .update(insurancePolicies)
      .set({ status: "cancelled", refundAmount: quote.refund, refundRule: quote.rule, cancelledAt: new Date() })
      .where(eq(insurancePolicies.id, policy.id));
    return quote.refund;
  });
}

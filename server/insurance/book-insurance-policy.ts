import "server-only";
import { and, eq } from "drizzle-orm";
import { insurancePolicies } from "@/db/schema/insurance";
import { InsuranceMessages, INSURANCE_REGION_LABELS, MAX_INSURED_AGE, type TBookInsuranceRequest } from "@/lib/contracts/insurance";
import { toProductPaymentView } from "@/server/product-payments/product-payment-records";
import { startProductPayment } from "@/server/product-payments/start-product-payment";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { ageOn, getUserPolicy } from "./insurance-records";
import { getInsurer } from "./simulated-insurer";

/**
 * POST /api/insurance/bookPolicy: prices the chosen plan again for the travellers' ages at the start
 * date, writes the policy (pending) and pays for it through the product payments core: by wallet
 * the policy is issued in the same transaction; by gateway it is issued when the payment is confirmed.
 */
export async function bookInsurancePolicy(ctx: UserContext, input: TBookInsuranceRequest) {
  const travellers = input.travellers.map((t) => ({ ...t, age: ageOn(t.dob, input.startDate) }));
  if (travellers.some((t) => t.age > MAX_INSURED_AGE)) throw new AppError("BAD_REQUEST", InsuranceMessages.age);
  const insurer = getInsurer();
  const plan = insurer
    .quotePlans({ region: input.region, destination: input.destination, startDate: input.startDate, endDate: input.endDate, ages: travellers.map((t) => t.age) })
    .find((p) => p.planCode === input.planCode);
  if (!plan) throw new AppError("BAD_REQUEST", InsuranceMessages.unknownPlan);
  const count = travellers.length;
  const description = `Travel insurance: ${plan.planName}, ${INSURANCE_REGION_LABELS[input.region]}, ${count} traveller${count === 1 ? "" : "s"}`;

  const started = await startProductPayment(ctx, {
    kind: "insurance",
    description,
    amount: plan.premium,
    currency: plan.currency,
    method: input.method,
    idempotencyKey: `insurance:${ctx.principal.userId}:${input.idempotencyKey}`,
    createProduct: async (tx) => {
      const [policy] = await tx
        .insert(insurancePolicies)
        .values({
          siteId: ctx.site.id,
          userId: ctx.principal.userId,
          insurer: insurer.code,
          planCode: plan.planCode,
          planName: plan.planName,
          region: input.region,
          destination: input.destination,
          startDate: input.startDate,
          endDate: input.endDate,
          travellers,
          coverAmount: plan.coverAmount,
          premium: plan.premium,
          currency: plan.currency,
        })
        .returning({ id: insurancePolicies.id });
      return String(policy.id);
    },
    linkPayment: async (tx, productId, paymentId) => {
      await tx.update(insurancePolicies).set({ paymentId }).where(and(eq(insurancePolicies.siteId, ctx.site.id), eq(insurancePolicies.id, Number(productId))));
    },
  });
  const { row, ...policy } = await getUserPolicy(ctx.db, ctx.principal.userId, Number(started.payment.productId));
  void row;
  return { policy, payment: toProductPaymentView(started.payment), checkout: started.checkout };
}

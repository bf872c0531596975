import "server-only";
import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { paymentLinks } from "@/db/schema/product-payments";
import { users } from "@/db/schema/users";
import { KartMessages } from "@/lib/contracts/dmc-quotes";
import { PaymentLinkMessages, QuotationPaymentMessages } from "@/lib/contracts/product-payments";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { ProductHooks } from "./product-hooks";
import { hashLinkToken, toPaymentLinkView } from "./payment-links";
import { refundProductPayment } from "./refund-product-payment";

/**
 * A quotation's amount due (decision 0048): a payment link that names the quotation (payment_links.quotationId),
 * for totalPrice - collectedPayment in the quotation's selling currency, sent to its customer. Paying it is a
 * product payment of kind `quotation` (productId = the link's id); onPaid marks the link paid and raises the
 * quotation's collectedPayment in the same transaction, never above its total.
 */
export async function issueQuotationPaymentLink(db: SiteDb, input: { quotationId: number; createdByUserId: number; required: boolean }) {
  const [q] = await db.db
    .select({ id: dmcItineraries.id, ref: dmcItineraries.quotationId, kartName: dmcItineraries.kartName, totalPrice: dmcItineraries.totalPrice, collected: dmcItineraries.collectedPayment, currency: dmcItineraries.currency, isCancelled: dmcItineraries.isCancelled, email: users.email })
    .from(dmcItineraries)
    .leftJoin(users, and(eq(users.siteId, dmcItineraries.siteId), eq(users.id, dmcItineraries.customerId)))
    .where(db.where(dmcItineraries, eq(dmcItineraries.id, input.quotationId)))
    .limit(1);
  if (!q) throw new AppError("NOT_FOUND", KartMessages.notFound);
  const due = q.totalPrice - q.collected;
  const refusal = q.isCancelled ? QuotationPaymentMessages.cancelled : due <= 0 ? QuotationPaymentMessages.nothingDue : !q.email ? QuotationPaymentMessages.noEmail : null;
  if (refusal) {
    if (input.required) throw new AppError("CONFLICT", refusal);
    return null;
  }
  const token = randomBytes(24).toString("base64url");
  const [row] = await db.db
    .insert(paymentLinks)
    .values({ siteId: db.siteId, createdByUserId: input.createdByUserId, amount: due, currency: q.currency, purpose: `Quotation ${q.ref}: ${q.kartName}`.slice(0, 200), customerEmail: (q.email as string).toLowerCase(), tokenHash: hashLinkToken(token), quotationId: q.id })
    .returning();
  return { link: toPaymentLinkView(row), path: `/payments?link=${token}` };
}

/** POST /api/paymentLink/createForQuotation (staff): a link for the quotation's amount due, answered once. */
export async function createQuotationPaymentLink(ctx: UserContext, input: { id: number }) {
  const made = await issueQuotationPaymentLink(ctx.db, { quotationId: input.id, createdByUserId: ctx.principal.userId, required: true });
  return { ...made!, message: PaymentLinkMessages.created };
}

/** What is still due on a quotation now (minor units; 0 when cancelled or unknown). */
export async function quotationDue(db: SiteDb, quotationId: number): Promise<number> {
  const [q] = await db.db.select({ total: dmcItineraries.totalPrice, collected: dmcItineraries.collectedPayment, isCancelled: dmcItineraries.isCancelled }).from(dmcItineraries).where(db.where(dmcItineraries, eq(dmcItineraries.id, quotationId)));
  if (!q || q.isCancelled) return 0;
  return q.total - q.collected;
}

/** Quotations in the product payments registry (kind `quotation`, productId = the payment link's id). */
export const quotationPaymentHooks: ProductHooks = {
  async onPaid(tx, payment) {
    const [link] = await tx
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.siteId, payment.siteId), eq(paymentLinks.id, Number(payment.productId))))
      .for("update");
    if (!link?.quotationId) throw new AppError("NOT_FOUND", PaymentLinkMessages.notFound);
    // Money the gateway has taken is never left unrecorded: a capture that can no longer apply (the
    // link paid by another checkout, or more than the quotation still owes) is settled and at once
    // refunded to the payer's wallet, in this transaction (as fixed departures do, decision 0052).
    const refund = (reason: string) => refundProductPayment(tx, { siteId: payment.siteId, paymentId: payment.id, amount: payment.amount, reason });
    if (link.status !== "open") {
      await refund(`payment link ${link.id} was already paid`);
      return;
    }
    const raised = await tx
      .update(dmcItineraries)
      .set({ collectedPayment: sql`${dmcItineraries.collectedPayment} + ${payment.amount}`, updatedAt: new Date() })
      .where(and(eq(dmcItineraries.siteId, payment.siteId), eq(dmcItineraries.id, link.quotationId), sql`${dmcItineraries.collectedPayment} + ${payment.amount} <= ${dmcItineraries.totalPrice}`))
      .returning({ id: dmcItineraries.id });
    if (raised.length === 0) {
      await refund(`quotation ${link.quotationId}: ${QuotationPaymentMessages.aboveTotal}`);
      return;
    }
    await tx.update(paymentLinks).set({ status: "paid", paymentId: payment.id, paidByUserId: payment.userId, paidAt: new Date() }).where(and(eq(paymentLinks.siteId, payment.siteId), eq(paymentLinks.id, link.id)));
  },
};

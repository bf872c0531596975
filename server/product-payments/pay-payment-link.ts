import "server-only";
import { and, eq } from "drizzle-orm";
import { paymentLinks } from "@/db/schema/product-payments";
import { PaymentLinkMessages, QuotationPaymentMessages } from "@/lib/contracts/product-payments";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { findPaymentLink, toPaymentLinkView } from "./payment-links";
import { toProductPaymentView } from "./product-payment-records";
import { quotationDue } from "./quotation-payment";
import { startProductPayment } from "./start-product-payment";

/**
 * POST /api/paymentLink/pay: opens the site's gateway for an open link's amount (a product payment
 * of kind paymentLink); the confirmed payment marks the link paid (paymentLinkHooks.onPaid).
 */
export async function payPaymentLink(ctx: UserContext, input: { token: string; idempotencyKey: string }) {
  const link = await findPaymentLink(ctx.db, input.token);
  const key = `paymentLink:${link.id}:${ctx.principal.userId}:${input.idempotencyKey}`;
  if (link.status === "paid") throw new AppError("CONFLICT", PaymentLinkMessages.alreadyPaid);
  if (link.status !== "open") throw new AppError("CONFLICT", "This payment link is no longer open");
  // A quotation's link (decision 0048) pays as kind `quotation`, refused when it asks more than is still due.
  if (link.quotationId !== null && link.amount > (await quotationDue(ctx.db, link.quotationId))) throw new AppError("CONFLICT", QuotationPaymentMessages.aboveTotal);
  const started = await startProductPayment(ctx, {
    kind: link.quotationId !== null ? "quotation" : "paymentLink",
    description: link.purpose,
    amount: link.amount,
    currency: link.currency,
    method: "gateway",
    idempotencyKey: key,
    createProduct: async (tx) => {
      const [locked] = await tx.select({ status: paymentLinks.status }).from(paymentLinks).where(and(eq(paymentLinks.siteId, ctx.site.id), eq(paymentLinks.id, link.id))).for("update");
      if (locked?.status !== "open") throw new AppError("CONFLICT", PaymentLinkMessages.alreadyPaid);
      return String(link.id);
    },
  });
  return { link: toPaymentLinkView(link), payment: toProductPaymentView(started.payment), checkout: started.checkout };
}

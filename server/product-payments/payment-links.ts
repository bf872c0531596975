import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { systemDb, type SiteDb } from "@/db/client";
import { paymentLinks } from "@/db/schema/product-payments";
import { PaymentLinkMessages, type TCreatePaymentLinkRequest, type TPaymentLinkView } from "@/lib/contracts/product-payments";
import { toMajorUnits } from "@/lib/money";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import type { ProductHooks } from "./product-hooks";
import { refundProductPayment } from "./refund-product-payment";

export type PaymentLinkRow = typeof paymentLinks.$inferSelect;

export const hashLinkToken = (token: string) => createHash("sha256").update(token, "utf8").digest("hex");

export function toPaymentLinkView(row: PaymentLinkRow): TPaymentLinkView {
  return {
    id: row.id,
    purpose: row.purpose,
    amount: toMajorUnits(row.amount),
    currency: row.currency,
    status: row.status as TPaymentLinkView["status"],
    customerEmail: row.customerEmail,
    paidAt: row.paidAt?.toISOString() ?? null,
    quotationId: row.quotationId,
  };
}

/** POST /api/paymentLink/create (staff): a new link; the token is answered once, in the path, and stored hashed. */
export async function createPaymentLink(ctx: UserContext, input: TCreatePaymentLinkRequest) {
  const token = randomBytes(24).toString("base64url");
  const [row] = await ctx.db.db
    .insert(paymentLinks)
    .values({ siteId: ctx.site.id, createdByUserId: ctx.principal.userId, amount: input.amount, currency: input.currency, purpose: input.purpose, customerEmail: input.customerEmail.toLowerCase(), tokenHash: hashLinkToken(token) })
    .returning();
  return { link: toPaymentLinkView(row), path: `/payments?link=${token}`, message: PaymentLinkMessages.created };
}

/** The site's link a token opens, else 404. */
export async function findPaymentLink(db: SiteDb, token: string): Promise<PaymentLinkRow> {
  const [row] = await db.db.select().from(paymentLinks).where(db.where(paymentLinks, eq(paymentLinks.tokenHash, hashLinkToken(token)))).limit(1);
  if (!row) throw new AppError("NOT_FOUND", PaymentLinkMessages.notFound);
  return row;
}

/** POST /api/paymentLink/get and the /payments page. */
export async function getPaymentLink(db: SiteDb, token: string) {
  return { link: toPaymentLinkView(await findPaymentLink(db, token)) };
}

/** The /payments page's link for a token of this site, or null (an unknown or malformed token). */
export async function findPaymentLinkView(siteId: number, token: string): Promise<TPaymentLinkView | null> {
  if (!/^[A-Za-z0-9_-]{1,100}$/.test(token)) return null;
  const [row] = await systemDb.select().from(paymentLinks).where(and(eq(paymentLinks.siteId, siteId), eq(paymentLinks.tokenHash, hashLinkToken(token)))).limit(1);
  return row ? toPaymentLinkView(row) : null;
}

/**
 * Payment links in the product payments registry: a paid payment marks its (open) link paid. A
 * second checkout of the same link captured after the first (two tabs, a retried payment) finds the
 * link no longer open: it is settled and at once refunded to the payer's wallet by the core's rule,
 * in the same transaction (as fixed departures do, decision 0052), so a link never collects twice.
 */
export const paymentLinkHooks: ProductHooks = {
  async onPaid(tx, payment) {
    const marked = await tx
      .update(paymentLinks)
      .set({ status: "paid", paymentId: payment.id, paidByUserId: payment.userId, paidAt: new Date() })
      .where(and(eq(paymentLinks.siteId, payment.siteId), eq(paymentLinks.id, Number(payment.productId)), eq(paymentLinks.status, "open")))
      .returning({ id: paymentLinks.id });
    if (marked.length === 0) await refundProductPayment(tx, { siteId: payment.siteId, paymentId: payment.id, amount: payment.amount, reason: `payment link ${payment.productId} was already paid` });
  },
};

import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { ProductKind } from "@/db/schema/product-payments";
import { productPayments } from "@/db/schema/product-payments";
import { users } from "@/db/schema/users";
import { PaymentMessages } from "@/lib/contracts/payments";
import type { TProductCheckout, TProductPaymentMethod } from "@/lib/contracts/product-payments";
import { WalletMessages } from "@/lib/contracts/wallet";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import { createGatewayOrder } from "@/server/payments/create-gateway-order";
import { getPaymentSettings } from "@/server/payments/payment-settings";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getSiteUserOrThrow, getWalletForUser, type Tx } from "@/server/wallet/wallet-records";
import { getProductHooks } from "./product-hooks";
import type { ProductPaymentRow } from "./product-payment-records";

export type StartProductPaymentInput = {
  kind: ProductKind;
  description: string;
  /** Minor units. */
  amount: number;
  currency: string;
  method: TProductPaymentMethod;
  idempotencyKey: string;
  /**
   * Writes the product (pending) in the payment's transaction and answers its id. Not called when
   * the idempotency key answers an earlier attempt.
   */
  createProduct: (tx: Tx) => Promise<string>;
  /** Points the product at its payment row (same transaction, once the row exists). */
  linkPayment?: (tx: Tx, productId: string, paymentId: string) => Promise<void>;
};

export type StartedProductPayment = { payment: ProductPaymentRow; checkout: TProductCheckout | null; isReplay: boolean };

async function findByKey(ctx: UserContext, key: string): Promise<ProductPaymentRow | null> {
  const [row] = await ctx.db.db
    .select()
    .from(productPayments)
    .where(and(eq(productPayments.siteId, ctx.site.id), eq(productPayments.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

async function buildCheckout(ctx: UserContext, row: ProductPaymentRow): Promise<TProductCheckout | null> {
  if (row.method === "wallet" || row.status !== "created" || !row.gatewayOrderId) return null;
  const settings = await getPaymentSettings(ctx.site.id);
  const [user] = await ctx.db.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email, phone: users.phone })
    .from(users)
    .where(ctx.db.byId(users, row.userId));
  return {
    gateway: settings.activeGateway,
    key: settings.keyId ?? "",
    razorpayOrderId: row.gatewayOrderId,
    amount: row.amount,
    currency: row.currency,
    name: ctx.site.companyName,
    description: row.description,
    prefill: { name: [user?.firstName, user?.lastName].filter(Boolean).join(" "), email: user?.email ?? "", contact: user?.phone ?? "" },
    checkoutUrl: row.method === "testGateway" ? `/payments/test-gateway/${row.gatewayOrderId}` : null,
  };
}

/**
 * Pays for a product (decision 0046), in one transaction with the product's creation:
 * - wallet: the payer's wallet is debited (postWalletEntry, keyed by the payment) and the product
 *   confirmed (the kind's onPaid); 'Insufficient wallet balance' leaves nothing behind.
 * - gateway: a gateway order is opened at the site's gateway (Razorpay or the test gateway) and the
 *   checkout details answered; the gateway's signed callback or webhook settles it later.
 * The caller's idempotency key makes a retry (or a concurrent double submit) answer the first attempt.
 */
export async function startProductPayment(ctx: UserContext, input: StartProductPaymentInput): Promise<StartedProductPayment> {
  const earlier = await findByKey(ctx, input.idempotencyKey);
  if (earlier) return replay(ctx, earlier, input);

  let method: ProductPaymentRow["method"] = "wallet";
  const settings = input.method === "gateway" ? await getPaymentSettings(ctx.site.id) : null;
  if (settings) {
    if (settings.activeGateway === "none") throw new AppError("CONFLICT", PaymentMessages.noGateway);
    // PhonePe's return trip (/phonepe/verify) settles flight payments only, for now.
    if (settings.activeGateway === "phonepe") throw new AppError("CONFLICT", "This product cannot be paid through PhonePe yet");
    method = settings.activeGateway;
  }
  const user = await getSiteUserOrThrow(ctx.db, ctx.principal.userId);
  try {
    const payment = await ctx.db.transaction(async (tx) => {
      const id = randomUUID();
      const productId = await input.createProduct(tx);
      const opened = settings
        ? await createGatewayOrder(settings, { bookingId: 0, orderId: id, userId: user.id, amount: input.amount, currency: input.currency, contact: "" })
        : null;
      const [row] = await tx
        .insert(productPayments)
        .values({
          id,
          siteId: ctx.site.id,
          userId: user.id,
          productKind: input.kind,
          productId,
          description: input.description.slice(0, 200),
          method,
          amount: input.amount,
          currency: input.currency,
          idempotencyKey: input.idempotencyKey,
          gatewayOrderId: opened?.gatewayOrderId ?? null,
        })
        .returning();
      if (input.linkPayment) await input.linkPayment(tx, productId, id);
      if (opened) return row;
      const wallet = await getWalletForUser(tx, user);
      if (wallet.currency !== input.currency) throw new AppError("BAD_REQUEST", `The wallet holds ${wallet.currency}, not ${input.currency}`);
      const posted = await postWalletEntry(tx, {
        walletId: wallet.id,
        amount: -input.amount,
        kind: "bookingDebit",
        counterAccount: "supplier_payable",
        remark: input.description.slice(0, 500),
        idempotencyKey: `product:${input.kind}:${id}:pay`,
        createdByUserId: user.id,
      });
      const now = new Date();
      const [paid] = await tx
        .update(productPayments)
        .set({ status: "paid", journalId: posted.entry.journalId, paidAt: now, updatedAt: now })
        .where(eq(productPayments.id, id))
        .returning();
      await (await getProductHooks(input.kind)).onPaid(tx, paid);
      return paid;
    });
    return { payment, checkout: await buildCheckout(ctx, payment), isReplay: false };
  } catch (error) {
    // The same key submitted twice at once: the second insert loses and answers the first attempt.
    if (isUniqueViolation(error, "product_payments_site_key_uq")) {
      const first = await findByKey(ctx, input.idempotencyKey);
      if (first) return replay(ctx, first, input);
    }
    throw error;
  }
}

async function replay(ctx: UserContext, row: ProductPaymentRow, input: StartProductPaymentInput): Promise<StartedProductPayment> {
  if (row.userId !== ctx.principal.userId || row.productKind !== input.kind || row.amount !== input.amount) throw new AppError("CONFLICT", WalletMessages.keyReused);
  return { payment: row, checkout: await buildCheckout(ctx, row), isReplay: true };
}

import "server-only";
import { and, eq } from "drizzle-orm";
import { productPayments } from "@/db/schema/product-payments";
import { ProductPaymentMessages } from "@/lib/contracts/product-payments";
import { AppError } from "@/server/http/errors";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { getWalletForUser, type Tx } from "@/server/wallet/wallet-records";
import { users } from "@/db/schema/users";
import { getProductHooks } from "./product-hooks";
import type { ProductPaymentRow } from "./product-payment-records";

export type RefundProductPaymentInput = { siteId: number; paymentId: string; /** Minor units, 1..amount. */ amount: number; reason: string };

/**
 * Gives back (part of) a paid product payment inside the caller's transaction (the product's
 * cancellation), once: the amount is credited to the payer's wallet (a wallet debit is reversed
 * against supplier_payable; a gateway payment becomes wallet credit against bank, as flight refunds
 * do: server/booking/refund-booking.ts), the row marked refunded with the amount and the journal,
 * and the kind's onRefund run. The ledger key is per payment: the money moves once however often it runs.
 */
export async function refundProductPayment(tx: Tx, input: RefundProductPaymentInput): Promise<ProductPaymentRow> {
  const [row] = await tx
    .select()
    .from(productPayments)
    .where(and(eq(productPayments.siteId, input.siteId), eq(productPayments.id, input.paymentId)))
    .for("update");
  if (!row) throw new AppError("NOT_FOUND", ProductPaymentMessages.notFound);
  if (row.status === "refunded") throw new AppError("CONFLICT", ProductPaymentMessages.alreadyRefunded);
  if (row.status !== "paid") throw new AppError("CONFLICT", "Only a paid payment can be refunded");
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > row.amount) throw new AppError("BAD_REQUEST", ProductPaymentMessages.refundTooLarge);
  const [payer] = await tx
    .select({ id: users.id, siteId: users.siteId, userType: users.userType, legalEntityId: users.legalEntityId })
    .from(users)
    .where(and(eq(users.siteId, input.siteId), eq(users.id, row.userId)));
  const wallet = await getWalletForUser(tx, payer);
  const posted = await postWalletEntry(tx, {
    walletId: wallet.id,
    amount: input.amount,
    kind: "refundCredit",
    counterAccount: row.method === "wallet" ? "supplier_payable" : "bank",
    remark: `Refund: ${input.reason}`.slice(0, 500),
    idempotencyKey: `product:${row.productKind}:${row.id}:refund`,
  });
  const now = new Date();
  const [refunded] = await tx
    .update(productPayments)
    .set({ status: "refunded", refundedAmount: input.amount, refundJournalId: posted.entry.journalId, refundedAt: now, updatedAt: now })
    .where(eq(productPayments.id, row.id))
    .returning();
  const hooks = await getProductHooks(row.productKind);
  if (hooks.onRefund) await hooks.onRefund(tx, refunded, input.amount);
  return refunded;
}

import "server-only";
import { eq } from "drizzle-orm";
import { paymentEntries } from "@/db/schema/wallet";
import { WalletMessages } from "@/lib/contracts/wallet";
import type { UserContext } from "@/server/http/context";
import { AppError, notFound } from "@/server/http/errors";
import { postWalletEntry } from "./post-wallet-entry";
import { toPaymentEntryView } from "./wallet-records";

/**
 * POST /api/wl/user/decidePaymentEntry {paymentEntryId, decision}: approve credits the wallet once
 * (key `payment-entry:<id>`), reject credits nothing; a decided entry answers 409. The entry row is
 * locked for the transaction, so two concurrent approvals cannot both pass the pending check.
 */
export async function decidePaymentEntry(ctx: UserContext, input: { paymentEntryId: number; decision: "approve" | "reject" }) {
  return ctx.db.transaction(async (tx) => {
    const [entry] = await tx.select().from(paymentEntries).where(ctx.db.byId(paymentEntries, input.paymentEntryId)).for("update");
    if (!entry) throw notFound("Payment entry");
    if (entry.status !== "pending") throw new AppError("CONFLICT", WalletMessages.alreadyDecided);
    let journalId: string | null = null;
    if (input.decision === "approve") {
      const posted = await postWalletEntry(tx, {
        walletId: entry.walletId,
        amount: entry.amount,
        kind: "paymentEntryApproved",
        counterAccount: "bank",
        remark: `Bank transfer ${entry.bankReference}`,
        idempotencyKey: `payment-entry:${entry.id}`,
        createdByUserId: ctx.principal.userId,
      });
      journalId = posted.entry.journalId;
    }
    const [decided] = await tx
      .update(paymentEntries)
      .set({ status: input.decision === "approve" ? "approved" : "rejected", decidedByUserId: ctx.principal.userId, decidedAt: new Date(), journalId })
      .where(eq(paymentEntries.id, entry.id))
      .returning();
    return { ...toPaymentEntryView(decided), message: input.decision === "approve" ? WalletMessages.paymentApproved : WalletMessages.paymentRejected };
  });
}

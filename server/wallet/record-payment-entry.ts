import "server-only";
import { paymentEntries } from "@/db/schema/wallet";
import { WalletMessages, type TUserPaymentEntryRequest } from "@/lib/contracts/wallet";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { notifyPaymentEntryAwaitingApproval } from "@/server/notifications/push-events";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import { getSiteUserWalletOrThrow, toPaymentEntryView } from "./wallet-records";

/** POST /api/wl/user/userPaymentEntry: the caller records a bank transfer; staff approve it later. */
export async function recordPaymentEntry(ctx: UserContext, input: TUserPaymentEntryRequest) {
  const wallet = await getSiteUserWalletOrThrow(ctx.db, ctx.principal.userId);
  try {
    const [row] = await ctx.db.db
      .insert(paymentEntries)
      .values({ siteId: ctx.site.id, walletId: wallet.id, userId: ctx.principal.userId, amount: input.amount, bankReference: input.bankReference, transferDate: input.transferDate, remark: input.remark })
      .returning();
    const userName = [ctx.principal.firstName, ctx.principal.lastName].filter(Boolean).join(" ");
    await notifyPaymentEntryAwaitingApproval(ctx.site.id, { id: row.id, amount: row.amount, bankReference: row.bankReference, userName });
    return { ...toPaymentEntryView(row), message: WalletMessages.paymentRecorded };
  } catch (error) {
    if (isUniqueViolation(error, "payment_entries_wallet_reference_uq")) {
      throw new AppError("CONFLICT", WalletMessages.duplicateBankReference, { shortError: { bankReference: WalletMessages.duplicateBankReference } });
    }
    throw error;
  }
}

import "server-only";
import { WalletMessages, type TAddWalletEntryRequest } from "@/lib/contracts/wallet";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { postWalletEntry } from "./post-wallet-entry";
import { getSiteUserWalletOrThrow, toBalanceView, toEntryView } from "./wallet-records";

/** POST /api/wl/user/addWlUserWalletEntry: a staff credit or debit of a user's wallet, with a remark. */
export async function addWalletEntry(ctx: UserContext, input: TAddWalletEntryRequest) {
  const isCredit = input.type === "credit";
  if (!(await hasPermission(ctx.principal, isCredit ? "wallet.customerWallets.credit" : "wallet.customerWallets.debit"))) {
    throw new AppError("FORBIDDEN", "You do not have permission to do this.");
  }
  const wallet = await getSiteUserWalletOrThrow(ctx.db, input.userId);
  const posted = await postWalletEntry(ctx.db.db, {
    walletId: wallet.id,
    amount: isCredit ? input.amount : -input.amount,
    kind: isCredit ? "staffCredit" : "staffDebit",
    counterAccount: "adjustment",
    remark: input.remark,
    idempotencyKey: input.idempotencyKey,
    createdByUserId: ctx.principal.userId,
  });
  return { entry: toEntryView(posted.entry), balance: toBalanceView(posted.wallet), isReplay: posted.isReplay, message: WalletMessages.entryAdded };
}

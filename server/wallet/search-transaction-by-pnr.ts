import "server-only";
import { desc, eq, isNotNull } from "drizzle-orm";
import { ledgerEntries } from "@/db/schema/wallet";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";
import { hasPermission } from "@/server/rbac/get-permission-keys";
import { getSiteUserWalletOrThrow, toEntryView } from "./wallet-records";

/** POST /api/wl/user/searchTransactionByPNR {pnr}: staff search the site; anyone else their own wallet. */
export async function searchTransactionByPnr(ctx: UserContext, input: { pnr: string }) {
  const { principal } = ctx;
  const isSiteWide = principal.userType === "staff" && (await hasPermission(principal, "wallet.transactions.searchByPnr"));
  let walletCondition = isNotNull(ledgerEntries.walletId);
  if (!isSiteWide) {
    if (!(await hasPermission(principal, "wallet.own.view"))) throw new AppError("FORBIDDEN", "You do not have permission to do this.");
    walletCondition = eq(ledgerEntries.walletId, (await getSiteUserWalletOrThrow(ctx.db, principal.userId)).id);
  }
  const rows = await ctx.db.db
    .select()
    .from(ledgerEntries)
    .where(ctx.db.where(ledgerEntries, eq(ledgerEntries.pnr, input.pnr), walletCondition))
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(200);
  return { result: rows.map((row) => ({ ...toEntryView(row), walletId: row.walletId as number })) };
}

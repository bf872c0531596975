import "server-only";
import { count, desc, eq, isNotNull } from "drizzle-orm";
import { ledgerEntries } from "@/db/schema/wallet";
import type { TWalletEntryPage } from "@/lib/contracts/wallet";
import type { UserContext } from "@/server/http/context";
import { getSiteUserWalletOrThrow, toBalanceView, toEntryView, type WalletRow } from "./wallet-records";

type PageInput = { page: number; pageSize: number };

/** A wallet's own lines (never the counter side), newest first, one page. */
async function listWalletLines(ctx: UserContext, wallet: WalletRow, { page, pageSize }: PageInput): Promise<TWalletEntryPage> {
  const condition = ctx.db.where(ledgerEntries, eq(ledgerEntries.walletId, wallet.id), isNotNull(ledgerEntries.walletId));
  const [{ total }] = await ctx.db.db.select({ total: count() }).from(ledgerEntries).where(condition);
  const rows = await ctx.db.db
    .select()
    .from(ledgerEntries)
    .where(condition)
    .orderBy(desc(ledgerEntries.createdAt), desc(ledgerEntries.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { records: rows.map(toEntryView), totalRecords: total, totalPages: Math.ceil(total / pageSize), page, balance: toBalanceView(wallet) };
}

/** POST /api/wl/user/getMyWalletEntry {page, pageSize} */
export async function listMyWalletEntries(ctx: UserContext, input: PageInput) {
  return listWalletLines(ctx, await getSiteUserWalletOrThrow(ctx.db, ctx.principal.userId), input);
}

/** POST /api/wl/user/getWlUserWalletEntry {userId, page, pageSize} (staff; another site's user: 404) */
export async function listUserWalletEntries(ctx: UserContext, input: PageInput & { userId: number }) {
  return listWalletLines(ctx, await getSiteUserWalletOrThrow(ctx.db, input.userId), input);
}

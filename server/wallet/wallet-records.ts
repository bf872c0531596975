import "server-only";
import { and, eq, sql } from "drizzle-orm";
import type { Db, SiteDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { ledgerEntries, paymentEntries, wallets } from "@/db/schema/wallet";
import type { TWalletBalance, TWalletEntryView } from "@/lib/contracts/wallet";
import type { UserType } from "@/lib/constants";
import { toMajorUnits } from "@/lib/money";
import { notFound } from "@/server/http/errors";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** The client or an open transaction: postWalletEntry nests a savepoint in the latter. */
export type DbOrTx = Db | Tx;
export type WalletRow = typeof wallets.$inferSelect;
export type LedgerRow = typeof ledgerEntries.$inferSelect;
export type PaymentEntryRow = typeof paymentEntries.$inferSelect;
export type WalletOwner = { id: number; siteId: number; userType: UserType | string; legalEntityId: number | null };

/** Business users with a company pay from the company's wallet (legal entity); everyone else from their own. */
export function isCompanyWalletUser(user: WalletOwner): user is WalletOwner & { legalEntityId: number } {
  return (user.userType === "travelAgent" || user.userType === "corporate") && user.legalEntityId !== null;
}

/** The wallet a user pays from, created on first use (in the site's currency, no credit limit). */
export async function getWalletForUser(db: DbOrTx, user: WalletOwner): Promise<WalletRow> {
  const owner = isCompanyWalletUser(user) ? eq(wallets.legalEntityId, user.legalEntityId) : eq(wallets.userId, user.id);
  const [found] = await db.select().from(wallets).where(and(eq(wallets.siteId, user.siteId), owner)).limit(1);
  if (found) return found;
  await db
    .insert(wallets)
    .values({
      siteId: user.siteId,
      ...(isCompanyWalletUser(user) ? { legalEntityId: user.legalEntityId } : { userId: user.id }),
      currency: sql`coalesce((select currency from sites where id = ${user.siteId}), 'INR')`,
    })
    .onConflictDoNothing();
  const [created] = await db.select().from(wallets).where(and(eq(wallets.siteId, user.siteId), owner)).limit(1);
  return created;
}

/** One of this site's users (another site's user is "not found"). */
export async function getSiteUserOrThrow(db: SiteDb, userId: number): Promise<WalletOwner> {
  const [user] = await db.db
    .select({ id: users.id, siteId: users.siteId, userType: users.userType, legalEntityId: users.legalEntityId })
    .from(users)
    .where(db.byId(users, userId))
    .limit(1);
  if (!user) throw notFound("User");
  return user;
}

/** The wallet a user of this site pays from, or 404 for another site's user. */
export async function getSiteUserWalletOrThrow(db: SiteDb, userId: number): Promise<WalletRow> {
  return getWalletForUser(db.db, await getSiteUserOrThrow(db, userId));
}

export function toBalanceView(wallet: WalletRow): TWalletBalance {
  return {
    walletId: wallet.id,
    balance: toMajorUnits(wallet.balance),
    creditLimit: toMajorUnits(wallet.creditLimit),
    availableBalance: toMajorUnits(wallet.balance + wallet.creditLimit),
    currency: wallet.currency,
  };
}

export function toEntryView(row: LedgerRow): TWalletEntryView {
  return {
    id: row.id,
    journalId: row.journalId,
    date: row.createdAt.toISOString(),
    kind: row.kind as TWalletEntryView["kind"],
    remark: row.remark,
    pnr: row.pnr,
    bookingId: row.bookingId,
    amount: toMajorUnits(row.amount),
    balanceAfter: row.balanceAfter === null ? null : toMajorUnits(row.balanceAfter),
  };
}

export function toPaymentEntryView(row: PaymentEntryRow) {
  return {
    id: row.id,
    walletId: row.walletId,
    userId: row.userId,
    amount: toMajorUnits(row.amount),
    bankReference: row.bankReference,
    transferDate: row.transferDate,
    remark: row.remark,
    status: row.status as "pending" | "approved" | "rejected",
    decidedByUserId: row.decidedByUserId,
    decidedAt: row.decidedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

import { randomUUID } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../client";
import { users } from "../schema/users";
import { ledgerEntries, wallets } from "../schema/wallet";

export type SeedWalletInput = { siteId: number; creditLimit?: number; currency?: string } & ({ userId: number; legalEntityId?: never } | { legalEntityId: number; userId?: never });

/**
 * The wallet of a user or a legal entity (creditLimit in paise), created when missing; an existing
 * wallet gets the given credit limit. Idempotent.
 */
export async function seedWallet(db: Db, input: SeedWalletInput): Promise<typeof wallets.$inferSelect> {
  const owner = input.legalEntityId !== undefined ? eq(wallets.legalEntityId, input.legalEntityId) : eq(wallets.userId, input.userId);
  const ownerValues = input.legalEntityId !== undefined ? { legalEntityId: input.legalEntityId } : { userId: input.userId };
  await db
    .insert(wallets)
    .values({ siteId: input.siteId, ...ownerValues, currency: input.currency ?? "INR", creditLimit: input.creditLimit ?? 0 })
    .onConflictDoNothing();
  if (input.creditLimit !== undefined) await db.update(wallets).set({ creditLimit: input.creditLimit }).where(and(eq(wallets.siteId, input.siteId), owner));
  const [wallet] = await db.select().from(wallets).where(and(eq(wallets.siteId, input.siteId), owner)).limit(1);
  return wallet;
}

/** The wallet a seeded user pays from: the company's for agents and corporate users with a legal entity. */
export async function seedWalletForUser(db: Db, userId: number, creditLimit?: number) {
  const [user] = await db.select({ siteId: users.siteId, userType: users.userType, legalEntityId: users.legalEntityId }).from(users).where(eq(users.id, userId));
  const isCompany = (user.userType === "travelAgent" || user.userType === "corporate") && user.legalEntityId !== null;
  return isCompany ? seedWallet(db, { siteId: user.siteId, legalEntityId: user.legalEntityId as number, creditLimit }) : seedWallet(db, { siteId: user.siteId, userId, creditLimit });
}

export type SeedWalletCreditInput = { walletId: number; amount: number; idempotencyKey: string; remark?: string; pnr?: string | null };

/**
 * A top-up (amount > 0, paise) against the bank account: one journal of two lines and the cached
 * balance, under the wallet's row lock, once per idempotency key. Seeds and tests only; the app
 * moves money through server/wallet/post-wallet-entry.ts, which also handles debits and limits.
 */
export async function seedWalletCredit(db: Db, input: SeedWalletCreditInput): Promise<typeof ledgerEntries.$inferSelect> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) throw new RangeError("seedWalletCredit takes a positive amount of paise");
  return db.transaction(async (tx) => {
    const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, input.walletId)).for("update");
    const [existing] = await tx
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.siteId, wallet.siteId), eq(ledgerEntries.idempotencyKey, input.idempotencyKey), isNotNull(ledgerEntries.walletId)));
    if (existing) return existing;
    const balanceAfter = wallet.balance + input.amount;
    const shared = { siteId: wallet.siteId, journalId: randomUUID(), kind: "topUp", remark: input.remark ?? "Opening balance", pnr: input.pnr ?? null, idempotencyKey: input.idempotencyKey };
    const lines = await tx
      .insert(ledgerEntries)
      .values([
        { ...shared, walletId: wallet.id, amount: input.amount, balanceAfter },
        { ...shared, account: "bank", amount: -input.amount },
      ])
      .returning();
    await tx.update(wallets).set({ balance: sql`${wallets.balance} + ${input.amount}` }).where(eq(wallets.id, wallet.id));
    return lines.find((line) => line.walletId !== null) as typeof ledgerEntries.$inferSelect;
  });
}

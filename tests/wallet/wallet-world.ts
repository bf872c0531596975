import { randomUUID } from "node:crypto";
import { eq, isNotNull, sql } from "drizzle-orm";
import { systemDb } from "@/db/client";
import { ledgerEntries, wallets } from "@/db/schema/wallet";
import { seedWalletCredit, seedWalletForUser } from "@/db/seed/wallet";
import { call, type CallOptions } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

type RouteHandler = Parameters<typeof call>[0];
export type Who = "admin" | "staff" | "agent" | "retail" | "anonymous";

/**
 * A site with a super admin (every permission), plain staff (catalogue defaults: view wallets and
 * payment entries, search by PNR, but not credit, debit or approve), a travel agent whose company is
 * a legal entity (company wallet) and a retail customer (own wallet).
 */
export async function createWalletWorld() {
  const site = await createTestSite();
  const admin = await createTestUser(site.id, { userType: "staff", isSuperAdmin: true });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: `Agency ${site.id}` });
  const retail = await createTestUser(site.id, { userType: "retail" });
  const [adminToken, staffToken, agentToken, retailToken] = await Promise.all([admin, staff, agent, retail].map((u) => logInAs(site.domain, u.email!)));
  return { site, admin, staff, agent, retail, adminToken, staffToken, agentToken, retailToken };
}
export type WalletWorld = Awaited<ReturnType<typeof createWalletWorld>>;

export function as(w: WalletWorld, who: Who) {
  const token = who === "anonymous" ? undefined : w[`${who}Token`];
  return (handler: RouteHandler, path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, token, ...options });
}

/** The wallet a user pays from, with a credit limit and an opening credit (paise). */
export async function fundWallet(userId: number, opening: number, creditLimit = 0) {
  const wallet = await seedWalletForUser(systemDb, userId, creditLimit);
  if (opening > 0) await seedWalletCredit(systemDb, { walletId: wallet.id, amount: opening, idempotencyKey: `opening-${randomUUID()}` });
  return getWallet(wallet.id);
}

export async function getWallet(walletId: number) {
  const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.id, walletId));
  return wallet;
}

export async function walletLines(walletId: number) {
  return systemDb.select().from(ledgerEntries).where(eq(ledgerEntries.walletId, walletId));
}

/** The ledger invariants: each journal sums to zero with two lines; the cached balance is the sum of the wallet's lines. */
export async function expectLedgerConsistent(walletId: number) {
  const unbalanced = await systemDb.execute(
    sql`select journal_id, sum(amount)::int as total, count(*)::int as lines from ledger_entries
        where journal_id in (select journal_id from ledger_entries where wallet_id = ${walletId})
        group by journal_id having sum(amount) <> 0 or count(*) <> 2`,
  );
  expect(unbalanced.rows).toEqual([]);
  const [{ total }] = await systemDb.select({ total: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` }).from(ledgerEntries).where(eq(ledgerEntries.walletId, walletId));
  const wallet = await getWallet(walletId);
  expect(wallet.balance).toBe(total);
  const counter = await systemDb.select({ id: ledgerEntries.id }).from(ledgerEntries).where(isNotNull(ledgerEntries.account));
  expect(counter.length).toBeGreaterThan(0);
  return wallet;
}

import "server-only";
import { randomUUID } from "node:crypto";
import { and, eq, isNotNull } from "drizzle-orm";
import { ledgerEntries, wallets, type CounterAccount, type WalletEntryKind } from "@/db/schema/wallet";
import { WalletMessages } from "@/lib/contracts/wallet";
import { AppError, notFound } from "@/server/http/errors";
import { isUniqueViolation } from "@/server/markups/find-site-records";
import type { DbOrTx, LedgerRow, Tx, WalletRow } from "./wallet-records";

const CREDIT_KINDS: ReadonlySet<WalletEntryKind> = new Set(["topUp", "staffCredit", "refundCredit", "paymentEntryApproved"]);

export type PostWalletEntryInput = {
  walletId: number;
  /** Signed paise: positive credits the wallet, negative debits it. */
  amount: number;
  kind: WalletEntryKind;
  counterAccount: CounterAccount;
  remark?: string | null;
  /** Unique per site: a second posting with the same key answers the first and moves no money. */
  idempotencyKey: string;
  pnr?: string | null;
  bookingId?: number | null;
  createdByUserId?: number | null;
};

export type PostedWalletEntry = { entry: LedgerRow; wallet: WalletRow; isReplay: boolean };

function assertAmount(input: PostWalletEntryInput): void {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) throw new RangeError("amount must be a non-zero integer of paise");
  if (CREDIT_KINDS.has(input.kind) !== input.amount > 0) throw new RangeError(`${input.kind} must be a ${CREDIT_KINDS.has(input.kind) ? "credit" : "debit"}`);
}

async function findByKey(tx: Tx, siteId: number, key: string): Promise<LedgerRow | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.siteId, siteId), eq(ledgerEntries.idempotencyKey, key), isNotNull(ledgerEntries.walletId)))
    .limit(1);
  return row;
}

/**
 * THE one function that moves wallet money (ARCHITECTURE section 6). In one transaction (a
 * savepoint when `db` is already a transaction): lock the wallet row (SELECT ... FOR UPDATE), answer
 * the earlier posting when the idempotency key is already used, refuse a debit that would take the
 * balance below -creditLimit (400 'Insufficient wallet balance'), write the journal's two lines
 * (wallet and counter account, summing to zero) and update the cached balance.
 */
export async function postWalletEntry(db: DbOrTx, input: PostWalletEntryInput): Promise<PostedWalletEntry> {
  assertAmount(input);
  try {
    return await db.transaction(async (tx) => {
      const [wallet] = await tx.select().from(wallets).where(eq(wallets.id, input.walletId)).for("update");
      if (!wallet) throw notFound("Wallet");
      const existing = await findByKey(tx, wallet.siteId, input.idempotencyKey);
      if (existing) {
        if (existing.walletId !== wallet.id || existing.amount !== input.amount || existing.kind !== input.kind) throw new AppError("CONFLICT", WalletMessages.keyReused);
        return { entry: existing, wallet, isReplay: true };
      }
      const balanceAfter = wallet.balance + input.amount;
      if (input.amount < 0 && balanceAfter < -wallet.creditLimit) throw new AppError("BAD_REQUEST", WalletMessages.insufficientBalance);
      const journalId = randomUUID();
      const shared = {
        siteId: wallet.siteId,
        journalId,
        kind: input.kind,
        remark: input.remark ?? null,
        pnr: input.pnr ? input.pnr.trim().toUpperCase() : null,
        bookingId: input.bookingId ?? null,
        idempotencyKey: input.idempotencyKey,
        createdByUserId: input.createdByUserId ?? null,
      };
      const lines = await tx
        .insert(ledgerEntries)
        .values([
          { ...shared, walletId: wallet.id, amount: input.amount, balanceAfter },
          { ...shared, account: input.counterAccount, amount: -input.amount },
        ])
        .returning();
      const entry = lines.find((line) => line.walletId !== null) as LedgerRow;
      const [updated] = await tx.update(wallets).set({ balance: balanceAfter }).where(eq(wallets.id, wallet.id)).returning();
      return { entry, wallet: updated, isReplay: false };
    });
  } catch (error) {
    // The same key used concurrently on another wallet of the site: the unique index refuses the second.
    if (isUniqueViolation(error, "ledger_entries_site_key_uq")) throw new AppError("CONFLICT", WalletMessages.keyReused);
    throw error;
  }
}

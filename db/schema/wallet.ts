import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { legalEntities, users } from "./users";

/*
 * Wallets as a double-entry ledger (ARCHITECTURE section 6; issue 5). Amounts are integer paise.
 * Every posting is one journal of two lines that sum to zero: the wallet's line (walletId set) and
 * a counter account's line (account set). wallets.balance caches the sum of the wallet's lines and
 * is updated in the same transaction, under the wallet's row lock (server/wallet/post-wallet-entry.ts).
 */

export const WALLET_ENTRY_KINDS = ["topUp", "staffCredit", "staffDebit", "bookingDebit", "refundCredit", "paymentEntryApproved"] as const;
export type WalletEntryKind = (typeof WALLET_ENTRY_KINDS)[number];
export const COUNTER_ACCOUNTS = ["bank", "supplier_payable", "adjustment"] as const;
export type CounterAccount = (typeof COUNTER_ACCOUNTS)[number];
export const PAYMENT_ENTRY_STATUSES = ["pending", "approved", "rejected"] as const;
export type PaymentEntryStatus = (typeof PAYMENT_ENTRY_STATUSES)[number];


/** A business customer's company wallet (legalEntityId) or a user's own wallet (userId): exactly one owner. */
export const wallets = pgTable(
  "wallets",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer().references(() => users.id, { onDelete: "cascade" }),
    legalEntityId: integer().references(() => legalEntities.id, { onDelete: "cascade" }),
    currency: text().notNull().default("INR"),
    /** How far below zero the balance may go, in paise. */
    creditLimit: integer().notNull().default(0),
    /** The sum of the wallet's ledger lines, in paise. */
    balance: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("wallets_site_idx").on(t.siteId),
    uniqueIndex("wallets_user_uq").on(t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("wallets_legal_entity_uq").on(t.legalEntityId).where(sql`${t.legalEntityId} is not null`),
    unique("wallets_site_id_uq").on(t.siteId, t.id),
    check("wallets_one_owner_ck", sql`(${t.userId} is null) <> (${t.legalEntityId} is null)`),
    check("wallets_credit_limit_ck", sql`${t.creditLimit} >= 0`),
    // The last line of defence behind the row-locked check in postWalletEntry.
    check("wallets_balance_ck", sql`${t.balance} >= -${t.creditLimit}`),
  ],
);

/** One line of a journal: a wallet's line (walletId) or a counter account's line (account). */
export const ledgerEntries = pgTable(
  "ledger_entries",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    journalId: uuid().notNull(),
    walletId: integer(),
    account: text(),
    /** Signed paise: a credit to the wallet is positive on its line and negative on the counter line. */
    amount: integer().notNull(),
    /** The wallet's balance after this line (wallet lines only), for statements. */
    balanceAfter: integer(),
    kind: text().notNull(),
    remark: text(),
    pnr: text(),
    /** The booking the entry pays or refunds (bookings reference it once they exist). */
    bookingId: integer(),
    idempotencyKey: text().notNull(),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("ledger_entries_wallet_idx").on(t.walletId, t.createdAt),
    index("ledger_entries_journal_idx").on(t.journalId),
    index("ledger_entries_site_pnr_idx").on(t.siteId, t.pnr),
    // One posting per idempotency key and site: the wallet line carries the key's uniqueness.
    uniqueIndex("ledger_entries_site_key_uq").on(t.siteId, t.idempotencyKey).where(sql`${t.walletId} is not null`),
    foreignKey({ name: "ledger_entries_wallet_fk", columns: [t.siteId, t.walletId], foreignColumns: [wallets.siteId, wallets.id] }).onDelete("cascade"),
    check("ledger_entries_side_ck", sql`(${t.walletId} is null) <> (${t.account} is null)`),
    check("ledger_entries_account_ck", sql`${t.account} is null or ${t.account} in (${inList(COUNTER_ACCOUNTS)})`),
    check("ledger_entries_kind_ck", sql`${t.kind} in (${inList(WALLET_ENTRY_KINDS)})`),
    check("ledger_entries_amount_ck", sql`${t.amount} <> 0`),
  ],
);

/** An agent's recorded bank transfer, credited to the wallet when staff approve it. */
export const paymentEntries = pgTable(
  "payment_entries",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    walletId: integer().notNull(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    amount: integer().notNull(),
    bankReference: text().notNull(),
    transferDate: date({ mode: "string" }).notNull(),
    remark: text(),
    status: text().notNull().default("pending"),
    decidedByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    /** The journal that credited the wallet (approved entries). */
    journalId: uuid(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("payment_entries_site_status_idx").on(t.siteId, t.status, t.createdAt),
    uniqueIndex("payment_entries_wallet_reference_uq").on(t.walletId, sql`lower(${t.bankReference})`),
    foreignKey({ name: "payment_entries_wallet_fk", columns: [t.siteId, t.walletId], foreignColumns: [wallets.siteId, wallets.id] }).onDelete("cascade"),
    check("payment_entries_amount_ck", sql`${t.amount} > 0`),
    check("payment_entries_status_ck", sql`${t.status} in (${inList(PAYMENT_ENTRY_STATUSES)})`),
  ],
);

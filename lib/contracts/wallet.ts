import { z } from "zod";
import { Messages } from "@/lib/constants";
import { id, optionalString, requiredString } from "./common";
import { defineEndpoint } from "./http";
import { isBlank, toHundredths } from "./markups";

/*
 * Wallets (issue 5; spec 001 section 7 "Wallet and reports"; spec 000 section 7 "wallet balance
 * fetch"). The spec names the paths but shows no payloads: the shapes below are ours. Amounts cross
 * the API in MAJOR units with at most two decimals (1250.5); the schemas turn them into exact
 * integer paise and the answers turn them back. Debits carry a negative amount in entry views.
 */

export const WalletMessages = {
  insufficientBalance: "Insufficient wallet balance",
  entryAdded: "Wallet entry added successfully",
  paymentRecorded: "Payment entry recorded. It will be credited to your wallet once approved.",
  paymentApproved: "Payment entry approved and credited to the wallet",
  paymentRejected: "Payment entry rejected",
  alreadyDecided: "This payment entry has already been decided",
  duplicateBankReference: "This bank reference is already recorded",
  keyReused: "This idempotency key was already used for a different entry",
} as const;

/** ₹1 crore per entry: paise stay well inside PostgreSQL's integer. */
export const MAX_WALLET_AMOUNT = 10_000_000;
export const WALLET_PAGE_SIZE = 20;
export const WALLET_ENTRY_KIND_VALUES = ["topUp", "staffCredit", "staffDebit", "bookingDebit", "refundCredit", "paymentEntryApproved"] as const;

/** A positive amount in major units with at most two decimals, answered as integer paise (1250.5 -> 125050). */
export const walletAmount = () =>
  z
    .number({ error: (issue) => (isBlank(issue.input) ? Messages.required : "Must be a number") })
    .positive({ error: "Must be greater than 0" })
    .max(MAX_WALLET_AMOUNT, { error: `Must be at most ${MAX_WALLET_AMOUNT}` })
    .refine((v) => toHundredths(v) !== null, { error: "Use at most 2 decimal places" })
    .transform((v) => toHundredths(v) as number)
    .describe("Major units, more than 0, at most 2 decimals (1250.5 = 125050 paise).");

const idempotencyKey = () =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(8, { error: "Must be at least 8 characters" })
    .max(100, { error: "Must be at most 100 characters" })
    .regex(/^[A-Za-z0-9_:.-]+$/, { error: "Use letters, digits and _ : . - only" })
    .describe("A client-chosen key (8-100 characters, e.g. a UUID); a retry with the same key posts nothing more and answers the same entry.");

const page = () => z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).default(1);
const pageSize = () => z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(100, { error: "Must be at most 100" }).default(WALLET_PAGE_SIZE);

const pnr = () =>
  z
    .string({ error: Messages.required })
    .trim()
    .toUpperCase()
    .min(1, { error: Messages.required })
    .max(20, { error: "Must be at most 20 characters" })
    .regex(/^[A-Z0-9]+$/, { error: "Use letters and digits only" });

/** 'YYYY-MM-DD', a real calendar date, not in the future (the server's UTC date plus one day of slack for time zones). */
const transferDate = () =>
  z
    .string({ error: Messages.required })
    .trim()
    .min(1, { error: Messages.required })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use the format YYYY-MM-DD" })
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: "Enter a valid date" })
    .refine((v) => Date.parse(`${v}T00:00:00Z`) <= Date.now() + 86_400_000, { error: "The transfer date cannot be in the future" });

export const ZWalletBalanceRequest = z.strictObject({ userId: id().optional().describe("Staff: another user of the site; absent = the caller's own wallet.") });
export const ZMyWalletEntriesRequest = z.strictObject({ page: page(), pageSize: pageSize() });
export const ZUserWalletEntriesRequest = z.strictObject({ userId: id(), page: page(), pageSize: pageSize() });
export const ZAddWalletEntryRequest = z.strictObject({
  userId: id(),
  amount: walletAmount(),
  type: z.enum(["credit", "debit"], { error: (issue) => (isBlank(issue.input) ? Messages.required : "Must be one of: credit, debit") }),
  remark: requiredString(500),
  idempotencyKey: idempotencyKey(),
});
export type TAddWalletEntryRequest = z.output<typeof ZAddWalletEntryRequest>;

/** The bank-transfer form's schema (the form and the handler share it). */
export const ZUserPaymentEntryRequest = z.strictObject({
  amount: walletAmount(),
  bankReference: requiredString(60).regex(/^[A-Za-z0-9/_-]+$/, { error: "Use letters, digits and / _ - only" }),
  transferDate: transferDate(),
  remark: optionalString(500).nullable().transform((v) => v || null),
});
export type TUserPaymentEntryInput = z.input<typeof ZUserPaymentEntryRequest>;
export type TUserPaymentEntryRequest = z.output<typeof ZUserPaymentEntryRequest>;

export const ZPaymentEntriesRequest = z.strictObject({
  status: z.enum(["pending", "approved", "rejected"], { error: "Must be one of: pending, approved, rejected" }).default("pending"),
  page: page(),
  pageSize: pageSize(),
});
export const ZDecidePaymentEntryRequest = z.strictObject({
  paymentEntryId: id(),
  decision: z.enum(["approve", "reject"], { error: (issue) => (isBlank(issue.input) ? Messages.required : "Must be one of: approve, reject") }),
});
export const ZSearchTransactionByPnrRequest = z.strictObject({ pnr: pnr() });

export const ZWalletBalance = z.object({
  walletId: z.number(),
  balance: z.number(),
  creditLimit: z.number(),
  availableBalance: z.number(),
  currency: z.string(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

export const ZWalletEntryView = z.object({
  id: z.number(),
  journalId: z.string(),
  date: z.string(),
  kind: z.enum(WALLET_ENTRY_KIND_VALUES),
  remark: z.string().nullable(),
  pnr: z.string().nullable(),
  bookingId: z.number().nullable(),
  /** Signed major units: + credit, - debit. */
  amount: z.number(),
  balanceAfter: z.number().nullable(),
});
export type TWalletEntryView = z.infer<typeof ZWalletEntryView>;

const ZEntryPage = z.object({ records: z.array(ZWalletEntryView), totalRecords: z.number(), totalPages: z.number(), page: z.number(), balance: ZWalletBalance });
export type TWalletEntryPage = z.infer<typeof ZEntryPage>;

export const ZPaymentEntryView = z.object({
  id: z.number(),
  walletId: z.number(),
  userId: z.number(),
  amount: z.number(),
  bankReference: z.string(),
  transferDate: z.string(),
  remark: z.string().nullable(),
  status: z.enum(["pending", "approved", "rejected"]),
  decidedByUserId: z.number().nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
});

const OWN_OR_STAFF = "Agents and corporate users with a legal entity share their company's wallet; others have their own.";

export const getWalletBalanceEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getWlUserWalletBalance",
  summary: `The wallet balance (spec: 'wallet balance fetch'): {balance, creditLimit, availableBalance = balance + creditLimit, currency} in major units. No userId: the caller's wallet (permission wallet.own.view). userId: staff with wallet.customerWallets.view, any user of this site (another site's user: 404); anyone else naming another user: 403. ${OWN_OR_STAFF}`,
  tag: "wallet",
  auth: "user",
  body: ZWalletBalanceRequest,
  response: ZWalletBalance,
});

export const getMyWalletEntriesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getMyWalletEntry",
  summary: `The caller's wallet ledger, newest first, paged (page from 1, pageSize default 20, at most 100): data.records, totalRecords, totalPages, page, and the balance. amount is signed major units (+ credit, - debit). ${OWN_OR_STAFF}`,
  tag: "wallet",
  auth: "user",
  permission: "wallet.own.view",
  body: ZMyWalletEntriesRequest,
  response: ZEntryPage,
});

export const getUserWalletEntriesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getWlUserWalletEntry",
  summary: "Staff: a user's wallet ledger (the wallet the user pays from), paged like getMyWalletEntry. Another site's user: 404.",
  tag: "wallet",
  auth: "user",
  userTypes: ["staff"],
  permission: "wallet.customerWallets.view",
  body: ZUserWalletEntriesRequest,
  response: ZEntryPage,
});

export const addWalletEntryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/addWlUserWalletEntry",
  summary:
    "Staff: credit or debit a user's wallet with a remark. type credit needs wallet.customerWallets.credit, debit wallet.customerWallets.debit (403 otherwise). amount: major units > 0, at most 2 decimals. A debit beyond balance + credit limit answers 400 'Insufficient wallet balance'. idempotencyKey: a retry with the same key answers the same entry and posts nothing more (a different entry under a used key: 409). Another site's user: 404.",
  tag: "wallet",
  auth: "user",
  userTypes: ["staff"],
  body: ZAddWalletEntryRequest,
  response: z.object({ entry: ZWalletEntryView, balance: ZWalletBalance, isReplay: z.boolean(), message: z.string() }),
});

export const userPaymentEntryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/userPaymentEntry",
  summary:
    "Record a bank transfer into the caller's wallet: {amount (major units > 0, 2 decimals), bankReference, transferDate YYYY-MM-DD (not in the future), remark?}. Creates a pending payment entry; nothing is credited until staff approve it. A bank reference already recorded for the wallet answers 409.",
  tag: "wallet",
  auth: "user",
  permission: "wallet.own.pay",
  body: ZUserPaymentEntryRequest,
  response: ZPaymentEntryView.extend({ message: z.string() }),
});

export const listPaymentEntriesEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/getPaymentEntries",
  summary: "Staff: the site's recorded bank transfers by status (default pending), oldest first, paged: data.records, totalRecords, totalPages, page. The spec does not name this endpoint: path and payload are ours.",
  tag: "wallet",
  auth: "user",
  userTypes: ["staff"],
  permission: "wallet.paymentEntries.view",
  body: ZPaymentEntriesRequest,
  response: z.object({
    records: z.array(ZPaymentEntryView.extend({ companyName: z.string().nullable().describe("The customer's company (agents, corporate); null for a retail customer."), userName: z.string().describe("First and last name of the user who recorded the transfer.") })),
    totalRecords: z.number(),
    totalPages: z.number(),
    page: z.number(),
  }),
});

export const decidePaymentEntryEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/decidePaymentEntry",
  summary:
    "Staff: approve (credits the wallet once, kind paymentEntryApproved against the bank account) or reject (credits nothing) a pending payment entry {paymentEntryId, decision: approve|reject}. An entry already decided answers 409 and credits nothing more; another site's entry 404. The spec does not name this endpoint: path and payload are ours.",
  tag: "wallet",
  auth: "user",
  userTypes: ["staff"],
  permission: "wallet.paymentEntries.approve",
  body: ZDecidePaymentEntryRequest,
  response: ZPaymentEntryView.extend({ message: z.string() }),
});

export const searchTransactionByPnrEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/wl/user/searchTransactionByPNR",
  summary:
    "Wallet ledger entries that carry a PNR (case-insensitive, exact): staff with wallet.transactions.searchByPnr search the whole site; anyone else only their own wallet (wallet.own.view). data.result, newest first, each with its walletId.",
  tag: "wallet",
  auth: "user",
  body: ZSearchTransactionByPnrRequest,
  response: z.object({ result: z.array(ZWalletEntryView.extend({ walletId: z.number() })) }),
});

import { sql } from "drizzle-orm";
import { check, foreignKey, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { PAYMENT_METHODS } from "./bookings";
import { sites } from "./sites";
import { dmcItineraries } from "./dmc-itineraries";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * Payments for products other than flights (decision 0046): an insurance policy now; fixed-departure
 * seats, a quotation's amount due and payment links next. One row per attempt to pay one product
 * (productKind + productId), by wallet (ledger journal) or by the site's gateway (gateway order and
 * payment ids). The product's own table points back at the row; the row only names the product.
 * Amounts are integer minor units (paise).
 */
export const PRODUCT_KINDS = ["insurance", "fixedDeparture", "quotation", "paymentLink"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];
export const PRODUCT_PAYMENT_STATUSES = ["created", "paid", "failed", "refunded"] as const;
export type ProductPaymentStatus = (typeof PRODUCT_PAYMENT_STATUSES)[number];

export const productPayments = pgTable(
  "product_payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    productKind: text().notNull(),
    /** The product's id in its own table (text: serial or uuid). */
    productId: text().notNull(),
    /** What the customer sees at the gateway ("Travel insurance: Asia Standard, 2 travellers"). */
    description: text().notNull(),
    method: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull().default("created"),
    /** The caller's key: a repeated request with it answers the first attempt. */
    idempotencyKey: text().notNull(),
    gatewayOrderId: text(),
    gatewayPaymentId: text(),
    /** The ledger journal that took the money (wallet payments). */
    journalId: uuid(),
    /** The ledger journal that gave (part of) it back. */
    refundJournalId: uuid(),
    refundedAmount: integer().notNull().default(0),
    errorMessage: text(),
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("product_payments_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("product_payments_site_key_uq").on(t.siteId, t.idempotencyKey),
    uniqueIndex("product_payments_site_gateway_order_uq").on(t.siteId, t.gatewayOrderId).where(sql`${t.gatewayOrderId} is not null`),
    index("product_payments_product_idx").on(t.siteId, t.productKind, t.productId),
    index("product_payments_user_idx").on(t.siteId, t.userId, t.createdAt),
    check("product_payments_kind_ck", sql`${t.productKind} in (${inList(PRODUCT_KINDS)})`),
    check("product_payments_method_ck", sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check("product_payments_status_ck", sql`${t.status} in (${inList(PRODUCT_PAYMENT_STATUSES)})`),
    check("product_payments_amount_ck", sql`${t.amount} > 0`),
    check("product_payments_refund_ck", sql`${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
  ],
);

export const PAYMENT_LINK_STATUSES = ["open", "paid", "cancelled"] as const;

/**
 * A payment link staff send a customer (/payments?link=<token>): an amount, currency and purpose,
 * paid once through the site's gateway as a product payment (kind paymentLink). Only the token's
 * SHA-256 is stored; the link is the secret.
 */
export const paymentLinks = pgTable(
  "payment_links",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    amount: integer().notNull(),
    currency: text().notNull(),
    purpose: text().notNull(),
    customerEmail: text().notNull(),
    tokenHash: text().notNull(),
    status: text().notNull().default("open"),
    paymentId: uuid(),
    paidByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    paidAt: timestamp({ withTimezone: true }),
    /** A link for a quotation's amount due (decision 0048): paying it raises the quotation's collectedPayment. */
    quotationId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("payment_links_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("payment_links_token_uq").on(t.tokenHash),
    index("payment_links_site_idx").on(t.siteId, t.createdAt),
    foreignKey({ name: "payment_links_payment_fk", columns: [t.siteId, t.paymentId], foreignColumns: [productPayments.siteId, productPayments.id] }),
    foreignKey({ name: "payment_links_quotation_fk", columns: [t.siteId, t.quotationId], foreignColumns: [dmcItineraries.siteId, dmcItineraries.id] }).onDelete("cascade"),
    index("payment_links_quotation_idx").on(t.siteId, t.quotationId),
    check("payment_links_amount_ck", sql`${t.amount} > 0`),
    check("payment_links_status_ck", sql`${t.status} in (${inList(PAYMENT_LINK_STATUSES)})`),
  ],
);

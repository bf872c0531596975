import { sql } from "drizzle-orm";
import { check, date, foreignKey, index, integer, jsonb, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { productPayments } from "./product-payments";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * Travel insurance policies (issue 15, decision 0046). A policy is written 'pending' with the
 * insurer's quote when the customer chooses to pay, becomes 'issued' (policy number) when its
 * product payment is paid, and 'cancelled' with the insurer's refund before the start date.
 */
export const INSURANCE_POLICY_STATUSES = ["pending", "issued", "cancelled"] as const;
export type InsurancePolicyStatus = (typeof INSURANCE_POLICY_STATUSES)[number];

export type InsuranceTraveller = { firstName: string; lastName: string; dob: string; passportNumber: string; age: number };

export const insurancePolicies = pgTable(
  "insurance_policies",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text().notNull().default("pending"),
    /** The insurer adapter's code ('simulated'). */
    insurer: text().notNull(),
    planCode: text().notNull(),
    planName: text().notNull(),
    region: text().notNull(),
    destination: text().notNull(),
    startDate: date({ mode: "string" }).notNull(),
    endDate: date({ mode: "string" }).notNull(),
    travellers: jsonb().$type<InsuranceTraveller[]>().notNull(),
    /** Sum insured per traveller, minor units. */
    coverAmount: integer().notNull(),
    premium: integer().notNull(),
    currency: text().notNull(),
    policyNumber: text(),
    /** The product payment that pays it (the latest attempt). */
    paymentId: uuid(),
    refundAmount: integer(),
    /** The insurer's cancellation rule as applied ('Full refund 7 or more days before the start date'). */
    refundRule: text(),
    issuedAt: timestamp({ withTimezone: true }),
    cancelledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("insurance_policies_site_id_uq").on(t.siteId, t.id),
    uniqueIndex("insurance_policies_site_number_uq").on(t.siteId, t.policyNumber).where(sql`${t.policyNumber} is not null`),
    index("insurance_policies_user_idx").on(t.siteId, t.userId, t.createdAt),
    foreignKey({ name: "insurance_policies_payment_fk", columns: [t.siteId, t.paymentId], foreignColumns: [productPayments.siteId, productPayments.id] }),
    check("insurance_policies_status_ck", sql`${t.status} in (${inList(INSURANCE_POLICY_STATUSES)})`),
    check("insurance_policies_premium_ck", sql`${t.premium} > 0`),
    check("insurance_policies_dates_ck", sql`${t.endDate} >= ${t.startDate}`),
  ],
);

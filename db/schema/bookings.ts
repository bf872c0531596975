import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { flightOrders } from "./orders";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";

/*
 * Flight bookings (issue 5, spec 000 sections 3 and 4). One row per leg of an order: a one-way or
 * round-trip fare is leg 0; the inbound fare of a domestic return is leg 1. The row is written by
 * validateBooking as a draft (passengers, extras, the amount to pay) and moves on from there:
 *
 *   draft -> booking (paid, supplier called) -> ticketed | held | needsAttention
 *   held -> booking -> ticketed, or held -> released
 *   needsAttention -> ticketed (a retry or a check found the tickets) | failed (money refunded)
 *
 * Amounts are integer paise. `statusId` is the spec's number (3 Ticketed, 4 Cancelled, others change
 * request), kept in step with `status` for the ticket queue.
 */
export const BOOKING_STATUSES = ["draft", "booking", "held", "ticketed", "changeRequested", "needsAttention", "failed", "released", "cancelled"] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const flightBookings = pgTable(
  "flight_bookings",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    orderId: uuid()
      .notNull()
      .references(() => flightOrders.id, { onDelete: "cascade" }),
    /** 0 outbound (or the whole journey), 1 the inbound of a domestic return. */
    legIndex: smallint().notNull().default(0),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    legalEntityId: integer(),
    status: text().notNull().default("draft"),
    statusId: smallint().notNull().default(0),
    /** The site supplier that sells it and the trace/result it answered with (after fare quote). */
    supplierId: integer().notNull(),
    /** The result's source as shown to users (the supplier's name). */
    source: text().notNull(),
    /** The supplier's own source number (TBO Source; ReleasePNRRequest needs it). */
    supplierSource: integer(),
    traceId: text().notNull(),
    /** Our composite result index, as the client knows it. */
    resultIndex: text().notNull(),
    /** The supplier's own result index (may change at fare quote). */
    supplierResultIndex: text().notNull(),
    supplierBookingId: text(),
    pnr: text(),
    isLcc: boolean().notNull(),
    isLccSpecialReturn: boolean().notNull().default(false),
    isDomestic: boolean().notNull(),
    /** Booked on hold (GDS, isFlightHoldAllowed): no payment until it is ticketed. */
    isHold: boolean().notNull().default(false),
    airlineCode: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    /** First departure, airport-local day. */
    travelDate: date({ mode: "string" }).notNull(),
    /** The passengers as validated; after ticketing each carries `ticket`. */
    passengers: jsonb().notNull(),
    /** Per passenger: the supplier's chosen bag and meal offers (with prices) and GDS preferences (server/booking/price-ssr.ts). */
    ssr: jsonb().$type<unknown[]>().notNull().default([]),
    /** The priced result the caller pays for (search result shape, with fare and fareBreakdown). */
    result: jsonb().notNull(),
    /** Supplier segments after booking (with airline PNRs), else the result's. */
    segments: jsonb().notNull(),
    /** baggages[] {flightNumber, weight} and meals[] {flightNumber, quantity} chosen, with prices. */
    baggages: jsonb().notNull().default([]),
    meals: jsonb().notNull().default([]),
    fareRules: jsonb().notNull().default([]),
    /** middleManWl.cost (what the site pays the supplier) and endCustomer.cost (what the customer pays), paise. */
    accounting: jsonb(),
    /** Fare (caller's price) plus extras, paise: what the payment must cover. */
    fareAmount: integer().notNull(),
    ssrAmount: integer().notNull().default(0),
    amount: integer().notNull(),
    currency: text().notNull(),
    appliedRuleId: integer(),
    /** Why the booking needs a person: the supplier's message, a timeout, a price change at ticketing. */
    attentionReason: text(),
    /** Ticket numbers (one per passenger) and "first last" names, lower-case, "|"-joined: the ticket queue's filters. */
    ticketNumbers: text().array().notNull().default(sql`'{}'::text[]`),
    passengerNames: text().notNull().default(""),
    /** The agent's own markup and discount shown on the e-ticket (updateBookingDetails), paise. */
    eTicketFare: jsonb().$type<{ txnFee: number; userMergeTxnFeeTaxes: number; discount: number }>(),
    /** supplierChangeReqStatus.statusText of the latest change request. */
    changeRequestStatusText: text(),
    ticketAttempts: integer().notNull().default(0),
    lastTicketDate: text(),
    bookedAt: timestamp({ withTimezone: true }),
    ticketedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("flight_bookings_order_leg_uq").on(t.orderId, t.legIndex),
    // The ticket queue's sorts with the usual filters in the index: pages and counts are index-only scans.
    index("flight_bookings_site_created_idx").on(t.siteId, t.createdAt, t.id, t.status, t.isDomestic),
    index("flight_bookings_site_user_idx").on(t.siteId, t.userId, t.createdAt),
    index("flight_bookings_site_pnr_idx").on(t.siteId, t.pnr),
    index("flight_bookings_site_travel_idx").on(t.siteId, t.travelDate, t.id, t.status, t.isDomestic),
    index("flight_bookings_site_entity_idx").on(t.siteId, t.legalEntityId, t.createdAt),
    index("flight_bookings_ticket_numbers_idx").using("gin", t.ticketNumbers),
    index("flight_bookings_attention_idx").on(t.status).where(sql`${t.status} in ('needsAttention', 'booking')`),
    check("flight_bookings_status_ck", sql`${t.status} in (${inList(BOOKING_STATUSES)})`),
    check("flight_bookings_amount_ck", sql`${t.amount} >= 0 and ${t.fareAmount} >= 0 and ${t.ssrAmount} >= 0`),
  ],
);

/*
 * Payments (issue 5): one row per attempt to pay for a booking leg, by wallet or gateway. The
 * idempotency key is unique per site: a repeated callback finds the row and charges nothing more.
 * A gateway order id is unique per site, so a webhook and a browser callback settle one row.
 */
export const PAYMENT_METHODS = ["wallet", "razorpay", "testGateway", "phonepe"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_STATUSES = ["created", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const payments = pgTable(
  "payments",
  {
    id: uuid().primaryKey().defaultRandom(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    orderId: uuid()
      .notNull()
      .references(() => flightOrders.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .references(() => flightBookings.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    method: text().notNull(),
    amount: integer().notNull(),
    currency: text().notNull(),
    status: text().notNull().default("created"),
    idempotencyKey: text().notNull(),
    gatewayOrderId: text(),
    gatewayPaymentId: text(),
    /** The ledger journal that took (wallet) or refunded the money. */
    journalId: uuid(),
    refundJournalId: uuid(),
    errorMessage: text(),
    paidAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("payments_site_key_uq").on(t.siteId, t.idempotencyKey),
    uniqueIndex("payments_site_gateway_order_uq").on(t.siteId, t.gatewayOrderId).where(sql`${t.gatewayOrderId} is not null`),
    index("payments_site_order_idx").on(t.siteId, t.orderId),
    index("payments_booking_idx").on(t.bookingId),
    check("payments_method_ck", sql`${t.method} in (${inList(PAYMENT_METHODS)})`),
    check("payments_status_ck", sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check("payments_amount_ck", sql`${t.amount} > 0`),
  ],
);

/*
 * A site's payment settings (ARCHITECTURE section 4: the site chooses its gateway). Secrets are
 * AES-256-GCM encrypted (server/security/secret-box.ts). `apiUrl` points the adapter at the
 * gateway's API (a fake server on loopback in tests). `testGateway` is the built-in offline gateway
 * of the embedded setup: it signs callbacks like Razorpay with the site's test secret.
 */
export const GATEWAY_CODES = ["razorpay", "phonepe", "testGateway", "none"] as const;
export type GatewayCode = (typeof GATEWAY_CODES)[number];

export type BankAccount = { bankName: string; accountName: string; accountNumber: string; ifsc: string; branch: string; upiId?: string };

export const sitePaymentSettings = pgTable(
  "site_payment_settings",
  {
    siteId: integer()
      .primaryKey()
      .references(() => sites.id, { onDelete: "cascade" }),
    activeGateway: text().notNull().default("none"),
    /** Razorpay key id (public) or PhonePe merchant id. */
    keyId: text(),
    keySecretEncrypted: text(),
    webhookSecretEncrypted: text(),
    /** PhonePe salt index. */
    saltIndex: integer(),
    apiUrl: text(),
    bankAccounts: jsonb().$type<BankAccount[]>().notNull().default([]),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check("site_payment_settings_gateway_ck", sql`${t.activeGateway} in (${inList(GATEWAY_CODES)})`)],
);

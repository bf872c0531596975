import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { flightBookings } from "./bookings";
import { sites } from "./sites";
import { inList } from "./sql-lists";
import { users } from "./users";


/*
 * Change requests (issue 6; spec 000 sections 2, 4, 7): Refund (1), Partial Refund (2), Change
 * Itinerary / Reissue (3), sent to the booking's supplier (TBO SendChangeRequest). One row per
 * request; the supplier answers one change request id per ticket (`supplierRequests`). A poll job
 * moves open requests along; a completed refund credits the wallet once (`refundJournalId`).
 */
export const CHANGE_REQUEST_STATUSES = ["pending", "inProgress", "completed", "rejected"] as const;
export type ChangeRequestStatus = (typeof CHANGE_REQUEST_STATUSES)[number];

export const flightChangeRequests = pgTable(
  "flight_change_requests",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    bookingId: integer()
      .notNull()
      .references(() => flightBookings.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestType: smallint().notNull(),
    cancellationType: smallint().notNull(),
    sectors: jsonb().$type<{ origin: string; destination: string }[]>().notNull().default([]),
    /** Our ticket ids (the passengers' ticket.ticketId) the request covers. */
    ticketIds: jsonb().$type<string[]>().notNull().default([]),
    remarks: text().notNull(),
    /** The supplier's change request per ticket: {changeRequestId, ticketId, status, refundedAmount, cancellationCharge}. */
    supplierRequests: jsonb().$type<{ changeRequestId: string; ticketId: string; supplierStatus: number; refundedAmount: number; cancellationCharge: number; remarks: string }[]>().notNull().default([]),
    status: text().notNull().default("pending"),
    statusText: text().notNull().default("Pending"),
    cancellationCharge: integer().notNull().default(0),
    refundedAmount: integer().notNull().default(0),
    currency: text().notNull().default("INR"),
    creditNoteNo: text(),
    refundJournalId: uuid(),
    checkedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("flight_change_requests_booking_idx").on(t.bookingId, t.createdAt),
    index("flight_change_requests_site_idx").on(t.siteId, t.createdAt),
    index("flight_change_requests_open_idx").on(t.status).where(sql`${t.status} in ('pending', 'inProgress')`),
    check("flight_change_requests_status_ck", sql`${t.status} in (${inList(CHANGE_REQUEST_STATUSES)})`),
    check("flight_change_requests_type_ck", sql`${t.requestType} in (1, 2, 3) and ${t.cancellationType} in (2, 3)`),
  ],
);

/*
 * Every email the product sends (ARCHITECTURE section 1: nodemailer over SMTP_URL, every message
 * also kept in an outbox). Without SMTP the message stays `pending` and staff read it at the
 * mailbox page; a job retries what the server refused.
 */
export const EMAIL_STATUSES = ["pending", "sent", "failed"] as const;

export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    toAddress: text().notNull(),
    fromName: text(),
    /** Reply-To: the site's contact (adminEmail) or the sender's own address; From is the deployment's (SMTP_FROM). */
    replyTo: text(),
    subject: text().notNull(),
    textBody: text(),
    htmlBody: text(),
    status: text().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    lastError: text(),
    messageId: text(),
    nextAttemptAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp({ withTimezone: true }),
    createdByUserId: integer().references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("email_outbox_site_idx").on(t.siteId, t.createdAt),
    index("email_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check("email_outbox_status_ck", sql`${t.status} in (${inList(EMAIL_STATUSES)})`),
  ],
);

import { customType, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { emailOutbox } from "./tickets";
import { users } from "./users";

/**
 * A browser's Web Push subscription (notification/createPushNotificationSubscription). The endpoint
 * belongs to one browser; the last user to subscribe from it owns it. p256dh and auth are the
 * browser's public key material (not secrets); messages are signed with the deployment's VAPID key.
 */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text().notNull(),
    p256dh: text().notNull(),
    auth: text().notNull(),
    userAgent: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp({ withTimezone: true }),
    /** Consecutive failed deliveries; a 404/410 from the push service deletes the row. */
    failureCount: integer().notNull().default(0),
  },
  (t) => [uniqueIndex("push_subscriptions_endpoint_uq").on(t.siteId, t.endpoint), index("push_subscriptions_user_idx").on(t.userId)],
);

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/**
 * A file attached to an outbox email (decision 0042): the bytes are stored with the row when the
 * email is queued, so a retry by the deliver-outbox job sends exactly the document that was built.
 * Images the HTML shows (logos, barcodes) are attachments too, inline with a Content-ID (decision 0057).
 */
export const emailAttachments = pgTable(
  "email_attachments",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    emailId: integer()
      .notNull()
      .references(() => emailOutbox.id, { onDelete: "cascade" }),
    filename: text().notNull(),
    contentType: text().notNull(),
    content: bytea().notNull(),
    /** Set for an image the HTML shows inline (`<img src="cid:...">`): sent with this Content-ID, disposition inline. */
    contentId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("email_attachments_email_idx").on(t.emailId)],
);

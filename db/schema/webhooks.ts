import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { sites } from "./sites";
import { legalEntities } from "./users";

/*
 * Partner webhooks (issue 12; docs/decisions/0029-partner-webhooks.md). A partner is a company (legal
 * entity) of the site; staff give it endpoints. Each endpoint has its own Standard Webhooks signing
 * secret (whsec_<base64>), sealed with server/security/secret-box.ts and shown once.
 */

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    legalEntityId: integer()
      .notNull()
      .references(() => legalEntities.id, { onDelete: "cascade" }),
    url: text().notNull(),
    description: text(),
    /** The whsec_ secret, sealed (secret-box). Never returned after creation. */
    secretEnc: text().notNull(),
    /** After a rotation (decision 0033): the replaced secret, sealed; it signs too until previousSecretExpiresAt. */
    previousSecretEnc: text(),
    previousSecretExpiresAt: timestamp({ withTimezone: true }),
    eventTypes: jsonb().$type<string[]>().notNull(),
    isActive: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_site_le_idx").on(t.siteId, t.legalEntityId)],
);

/** One message to one endpoint and its attempts (a replay is a new row with the same messageId and payload). */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: serial().primaryKey(),
    siteId: integer()
      .notNull()
      .references(() => sites.id, { onDelete: "cascade" }),
    endpointId: integer()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    eventType: text().notNull(),
    /** The webhook-id header: the message's id, kept by retries and replays. */
    messageId: text().notNull(),
    payload: jsonb().notNull(),
    status: text().$type<WebhookDeliveryStatus>().notNull().default("pending"),
    attempts: integer().notNull().default(0),
    responseCode: integer(),
    lastError: text(),
    lastAttemptAt: timestamp({ withTimezone: true }),
    nextAttemptAt: timestamp({ withTimezone: true }),
    replayOfId: integer(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()), index("webhook_deliveries_site_idx").on(t.siteId)],
);

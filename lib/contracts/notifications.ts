import { z } from "zod";
import { id, requiredString } from "./common";
import { defineEndpoint } from "./http";

/*
 * Email (issue 6 "Email"; spec 000 section 7 "Partner API: POST notifications/sendEmailForWl: name,
 * to, subject, text, html, siteId"). Every message is written to the outbox first, then sent over
 * SMTP_URL; what the server refuses is retried by the deliver-outbox job. Staff read the site's
 * outbox at /staff/mailbox. The spec shows no responses and no mailbox endpoints: those shapes are
 * ours (docs/decisions/0009-email-outbox.md).
 */

export const EMAIL_STATUS_VALUES = ["pending", "sent", "failed"] as const;
export type EmailStatus = (typeof EMAIL_STATUS_VALUES)[number];

export const NotificationMessages = {
  emailSent: "Email successfully sent.",
  invalidEmail: "Enter a valid email address",
  bodyRequired: "Send a text or an html body",
  siteMismatch: "siteId does not match your site",
  messageNotFound: "Email not found",
} as const;

export const MAX_EMAIL_TEXT_CHARS = 200_000;
export const MAX_EMAIL_HTML_CHARS = 500_000;
export const OUTBOX_PAGE_SIZE = 20;

/** One plain address (no display name, no list): 'asha@example.com'. */
export const emailAddress = () =>
  requiredString(254)
    .pipe(z.email({ error: NotificationMessages.invalidEmail }))
    .describe("One email address, e.g. asha@example.com (no display name, no list).");

/** A header value on one line: line breaks become spaces (no header injection). */
const oneLine = (max: number) => requiredString(max).transform((v) => v.replace(/[\r\n\t]+/g, " "));

const body = (max: number) =>
  z
    .string({ error: "Must be text" })
    .max(max, { error: `Must be at most ${max} characters` })
    .nullish()
    .transform((v) => (v && v.trim() !== "" ? v : null));

/** A message as sendEmail takes it (server/notifications/send-email.ts validates with this). */
export const ZEmailMessage = z
  .object({
    to: emailAddress(),
    subject: oneLine(300),
    text: body(MAX_EMAIL_TEXT_CHARS),
    html: body(MAX_EMAIL_HTML_CHARS),
    fromName: z
      .string()
      .max(100, { error: "Must be at most 100 characters" })
      .nullish()
      .transform((v) => v?.replace(/[\r\n\t]+/g, " ").trim() || null),
  })
  .refine((m) => m.text !== null || m.html !== null, { error: NotificationMessages.bodyRequired, path: ["text"] });
export type TEmailMessage = z.output<typeof ZEmailMessage>;

export const ZSendEmailForWlRequest = z
  .strictObject({
    name: oneLine(100).describe("The sender's display name."),
    to: emailAddress(),
    subject: oneLine(300),
    text: body(MAX_EMAIL_TEXT_CHARS).describe("The plain-text body; text or html (or both) is required."),
    html: body(MAX_EMAIL_HTML_CHARS).describe("The HTML body; text or html (or both) is required."),
    siteId: id().describe("Must be the caller's site (another site: 403)."),
  })
  .refine((m) => m.text !== null || m.html !== null, { error: NotificationMessages.bodyRequired, path: ["text"] });
export type TSendEmailForWlRequest = z.output<typeof ZSendEmailForWlRequest>;

export const ZSendEmailResult = z.object({
  id: z.number().describe("The outbox row."),
  status: z.enum(["pending", "sent", "failed"]).describe("sent: the SMTP server accepted it; pending: kept in the outbox (no SMTP server, or refused and to be retried)."),
});
export type TSendEmailResult = z.infer<typeof ZSendEmailResult>;

const page = () => z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).default(1);
const pageSize = () =>
  z.coerce.number({ error: "Must be a number" }).int({ error: "Must be a whole number" }).min(1, { error: "Must be at least 1" }).max(100, { error: "Must be at most 100" }).default(OUTBOX_PAGE_SIZE);

export const ZEmailOutboxRequest = z.strictObject({
  status: z.enum(EMAIL_STATUS_VALUES, { error: "Must be one of: pending, sent, failed" }).nullish().describe("Absent or null: every status."),
  page: page(),
  pageSize: pageSize(),
});
export type TEmailOutboxRequest = z.output<typeof ZEmailOutboxRequest>;

export const ZEmailOutboxMessageRequest = z.strictObject({ id: id() });

export const ZEmailOutboxRow = z.object({
  id: z.number(),
  createdAt: z.string(),
  to: z.string(),
  fromName: z.string().nullable(),
  subject: z.string(),
  status: z.enum(EMAIL_STATUS_VALUES),
  attempts: z.number().describe("Delivery attempts started; 0 = never sent to an SMTP server (none configured)."),
  lastError: z.string().nullable(),
  nextAttemptAt: z.string().nullable().describe("When the job retries a pending message; null when it will not (sent, failed, or never attempted)."),
  sentAt: z.string().nullable(),
});
export type TEmailOutboxRow = z.infer<typeof ZEmailOutboxRow>;

export const ZEmailOutboxMessage = ZEmailOutboxRow.extend({
  text: z.string().nullable(),
  html: z.string().nullable(),
  messageId: z.string().nullable(),
  createdByUserId: z.number().nullable(),
});
export type TEmailOutboxMessage = z.infer<typeof ZEmailOutboxMessage>;

export const ZEmailOutboxPage = z.object({ records: z.array(ZEmailOutboxRow), totalRecords: z.number(), totalPages: z.number(), page: z.number() });
export type TEmailOutboxPage = z.infer<typeof ZEmailOutboxPage>;

export const sendEmailForWlEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/partner/notifications/sendEmailForWl",
  summary:
    "Partner API (spec 000 section 7): send an email {name (sender display name), to (one address), subject, text?, html? (at least one), siteId}. The message is written to the site's outbox first, then sent over SMTP_URL: status sent, or pending when no SMTP server is configured (kept for the mailbox) or the server refused it (the deliver-outbox job retries with backoff). siteId other than the caller's site: 403. Staff users, or a partner API key (read-write, live; decision 0028).",
  tag: "notifications",
  auth: "user",
  apiKey: "write",
  userTypes: ["staff"],
  body: ZSendEmailForWlRequest,
  response: ZSendEmailResult,
});

export const getEmailOutboxEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notifications/getEmailOutbox",
  summary: "Staff mailbox: the site's outbox, newest first, paged (page from 1, pageSize default 20, at most 100), optionally one status: data.records, totalRecords, totalPages, page. Bodies are not listed (see getEmailOutboxMessage).",
  tag: "notifications",
  auth: "user",
  userTypes: ["staff"],
  permission: "notifications.emailOutbox.view",
  body: ZEmailOutboxRequest,
  response: ZEmailOutboxPage,
});

export const getEmailOutboxMessageEndpoint = defineEndpoint({
  method: "POST",
  path: "/api/notifications/getEmailOutboxMessage",
  summary: "Staff mailbox: one message of the site's outbox with its text and html bodies {id}. Another site's message: 404.",
  tag: "notifications",
  auth: "user",
  userTypes: ["staff"],
  permission: "notifications.emailOutbox.view",
  body: ZEmailOutboxMessageRequest,
  response: ZEmailOutboxMessage,
});

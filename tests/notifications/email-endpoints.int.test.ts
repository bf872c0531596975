import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { POST as getOutbox } from "@/app/api/notifications/getEmailOutbox/route";
import { POST as getMessage } from "@/app/api/notifications/getEmailOutboxMessage/route";
import { POST as sendForWl } from "@/app/api/partner/notifications/sendEmailForWl/route";
import { sendEmail } from "@/server/notifications/send-email";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { as, createMailWorld, getOutboxRow, restoreSmtpUrl, setSmtpUrl, uniqueAddress, type MailWorld } from "./mail-world";

const SEND = "/api/partner/notifications/sendEmailForWl";
const LIST = "/api/notifications/getEmailOutbox";
const READ = "/api/notifications/getEmailOutboxMessage";

let smtp: TestSmtpServer;
let w: MailWorld;
let other: MailWorld;

beforeAll(async () => {
  smtp = await startSmtpServer();
  [w, other] = await Promise.all([createMailWorld(), createMailWorld()]);
});
beforeEach(() => setSmtpUrl(smtp.url));
afterEach(() => restoreSmtpUrl());
afterAll(async () => {
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
});

const payload = (world: MailWorld, extra: Record<string, unknown> = {}) => ({
  name: "Demo Agency Desk",
  to: uniqueAddress(),
  subject: "Booking confirmed",
  text: "Your booking is confirmed.",
  html: "<p>Your booking is <b>confirmed</b>.</p>",
  siteId: world.site.id,
  ...extra,
});

describe("POST /api/partner/notifications/sendEmailForWl", () => {
  it("sends the email with name as the sender's display name and answers the outbox row", async () => {
    const body = payload(w);
    const res = await as(w, "staff")(sendForWl, SEND, { body });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { id: expect.any(Number), status: "sent" } });
    const [{ mail }] = smtp.messagesTo(body.to);
    expect(mail.subject).toBe("Booking confirmed");
    // The partner's name at the deployment's address; answers go to the site's contact (decision 0057).
    expect(mail.from?.value[0]).toEqual({ name: "Demo Agency Desk", address: expect.not.stringMatching(new RegExp(`${w.site.adminEmail}|${w.site.domain}`)) });
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual([w.site.adminEmail]);
    expect(mail.html).toContain("<b>confirmed</b>");
    expect(mail.text?.trim()).toBe("Your booking is confirmed.");
    expect(await getOutboxRow(res.body.data.id)).toMatchObject({ siteId: w.site.id, status: "sent", createdByUserId: w.staff.id, fromName: "Demo Agency Desk" });
  });

  it("accepts a text-only or html-only message", async () => {
    const textOnly = await as(w, "staff")(sendForWl, SEND, { body: payload(w, { html: null }) });
    const htmlOnly = await as(w, "staff")(sendForWl, SEND, { body: payload(w, { text: "" }) });
    expect([textOnly.status, htmlOnly.status]).toEqual([200, 200]);
    expect(await getOutboxRow(htmlOnly.body.data.id)).toMatchObject({ textBody: null, htmlBody: "<p>Your booking is <b>confirmed</b>.</p>" });
  });

  it("answers 400 with shortError for empty required fields, a bad address or no body, and sends nothing", async () => {
    const before = await systemDb.$count(emailOutbox, eq(emailOutbox.siteId, w.site.id));
    const empty = await as(w, "staff")(sendForWl, SEND, { body: {} });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR" });
    expect(empty.body.shortError).toEqual({ name: "This is required field.", to: "This is required field.", subject: "This is required field.", siteId: "This is required field." });
    const bad = await as(w, "staff")(sendForWl, SEND, { body: payload(w, { to: "asha@", name: "  " }) });
    expect(bad.body.shortError).toEqual({ name: "This is required field.", to: "Enter a valid email address" });
    const list = await as(w, "staff")(sendForWl, SEND, { body: payload(w, { to: "a@example.com, b@example.com" }) });
    expect(list.body.shortError).toEqual({ to: "Enter a valid email address" });
    const noBody = await as(w, "staff")(sendForWl, SEND, { body: payload(w, { text: "", html: null }) });
    expect(noBody.body.shortError).toEqual({ text: "Send a text or an html body" });
    expect(await systemDb.$count(emailOutbox, eq(emailOutbox.siteId, w.site.id))).toBe(before);
  });

  it("needs a login (401) and a staff user (403 for an agent)", async () => {
    const anonymous = await as(w, "anonymous")(sendForWl, SEND, { body: payload(w) });
    expect(anonymous.status).toBe(401);
    const body = payload(w);
    const agent = await as(w, "agent")(sendForWl, SEND, { body });
    expect(agent.status).toBe(403);
    expect(smtp.messagesTo(body.to)).toHaveLength(0);
  });

  it("refuses another site's siteId with 403 and writes nothing for either site", async () => {
    const body = payload(w, { siteId: other.site.id });
    const res = await as(w, "staff")(sendForWl, SEND, { body });
    expect(res.status).toBe(403);
    expect(res.body.errorMessage).toBe("siteId does not match your site");
    expect(smtp.messagesTo(body.to)).toHaveLength(0);
    expect(await systemDb.$count(emailOutbox, eq(emailOutbox.toAddress, body.to))).toBe(0);
  });

  it("without SMTP_URL answers pending and the message is readable in the mailbox", async () => {
    setSmtpUrl(undefined);
    const body = payload(w);
    const res = await as(w, "staff")(sendForWl, SEND, { body });
    expect(res.body.data.status).toBe("pending");
    const list = await as(w, "staff")(getOutbox, LIST, { body: { status: "pending" } });
    expect(list.body.data.records).toContainEqual(expect.objectContaining({ id: res.body.data.id, to: body.to, subject: "Booking confirmed", status: "pending", attempts: 0, nextAttemptAt: null }));
    const read = await as(w, "staff")(getMessage, READ, { body: { id: res.body.data.id } });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ to: body.to, fromName: "Demo Agency Desk", text: body.text, html: body.html, messageId: null, createdByUserId: w.staff.id });
    expect(smtp.messagesTo(body.to)).toHaveLength(0);
  });
});

describe("the staff mailbox: getEmailOutbox and getEmailOutboxMessage", () => {
  it("lists the site's messages newest first, paged and filtered by status, never another site's", async () => {
    const site = await createMailWorld();
    setSmtpUrl(undefined);
    const ids: number[] = [];
    for (const subject of ["First", "Second", "Third"]) ids.push((await sendEmail(site.db, { to: uniqueAddress(), subject, text: subject })).id);
    setSmtpUrl(smtp.url);
    const sent = await sendEmail(site.db, { to: uniqueAddress(), subject: "Fourth", text: "4" });
    await sendEmail(other.db, { to: uniqueAddress(), subject: "Other site", text: "x" });

    const page1 = await as(site, "staff")(getOutbox, LIST, { body: { pageSize: 3 } });
    expect(page1.status).toBe(200);
    expect(page1.body.data).toMatchObject({ totalRecords: 4, totalPages: 2, page: 1 });
    expect(page1.body.data.records.map((r: { subject: string }) => r.subject)).toEqual(["Fourth", "Third", "Second"]);
    expect(page1.body.data.records[0]).toMatchObject({ id: sent.id, status: "sent", attempts: 1, lastError: null, sentAt: expect.any(String) });
    expect(page1.body.data.records[0]).not.toHaveProperty("html");
    const page2 = await as(site, "staff")(getOutbox, LIST, { body: { pageSize: 3, page: 2 } });
    expect(page2.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[0]]);
    const pending = await as(site, "staff")(getOutbox, LIST, { body: { status: "pending" } });
    expect(pending.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids[2], ids[1], ids[0]]);
    const failed = await as(site, "staff")(getOutbox, LIST, { body: { status: "failed" } });
    expect(failed.body.data).toEqual({ records: [], totalRecords: 0, totalPages: 0, page: 1 });
  });

  it("validates the list filters (400) and is for staff with the mailbox permission (401, 403)", async () => {
    const bad = await as(w, "staff")(getOutbox, LIST, { body: { status: "queued", page: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ status: "Must be one of: pending, sent, failed", page: "Must be at least 1" });
    expect((await as(w, "anonymous")(getOutbox, LIST, { body: {} })).status).toBe(401);
    expect((await as(w, "agent")(getOutbox, LIST, { body: {} })).status).toBe(403);
    expect((await as(w, "admin")(getOutbox, LIST, { body: {} })).status).toBe(200);
  });

  it("reads one message; another site's message is 404, an agent gets 403, a bad id 400", async () => {
    const mine = await sendEmail(w.db, { to: uniqueAddress(), subject: "Mine", html: "<p>hello</p>" });
    const theirs = await sendEmail(other.db, { to: uniqueAddress(), subject: "Theirs", html: "<p>secret</p>" });
    const read = await as(w, "staff")(getMessage, READ, { body: { id: mine.id } });
    expect(read.body.data).toMatchObject({ id: mine.id, subject: "Mine", html: "<p>hello</p>", text: null, status: "sent", messageId: expect.any(String) });
    const cross = await as(w, "staff")(getMessage, READ, { body: { id: theirs.id } });
    expect(cross.status).toBe(404);
    expect(JSON.stringify(cross.body)).not.toContain("secret");
    expect((await as(w, "agent")(getMessage, READ, { body: { id: mine.id } })).status).toBe(403);
    expect((await as(w, "anonymous")(getMessage, READ, { body: { id: mine.id } })).status).toBe(401);
    expect((await as(w, "staff")(getMessage, READ, { body: { id: "abc" } })).body.shortError).toEqual({ id: "This is required field." });
  });
});

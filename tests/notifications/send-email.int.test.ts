import net from "node:net";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { AppError } from "@/server/http/errors";
import { deliverOutbox } from "@/server/notifications/deliver-outbox";
import { EMAIL_BACKOFF_MINUTES, MAX_EMAIL_ATTEMPTS } from "@/server/notifications/outbox-delivery";
import { sendEmail } from "@/server/notifications/send-email";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { createMailWorld, getOutboxRow, makeDue, restoreSmtpUrl, setSmtpUrl, uniqueAddress, type MailWorld } from "./mail-world";

let smtp: TestSmtpServer;
let w: MailWorld;
const originalFrom = process.env.SMTP_FROM;

beforeAll(async () => {
  smtp = await startSmtpServer();
  w = await createMailWorld();
});
beforeEach(() => {
  smtp.setMode("accept");
  setSmtpUrl(smtp.url);
});
afterEach(() => {
  restoreSmtpUrl();
  if (originalFrom === undefined) delete process.env.SMTP_FROM;
  else process.env.SMTP_FROM = originalFrom;
});
afterAll(async () => {
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
});

const ticket = (to: string) => ({ to, subject: "Your e-ticket PNR ABC123", text: "PNR ABC123, BOM to DEL", html: "<h1>E-ticket</h1><p>PNR <b>ABC123</b></p>" });
const minutes = (n: number) => n * 60_000;

describe("sendEmail", () => {
  it("delivers over SMTP: subject, to, the site's name at the deployment's address, Reply-To the site's contact, html and text arrive; the row is sent", async () => {
    const to = uniqueAddress();
    const result = await sendEmail(w.db, { ...ticket(to), createdByUserId: w.agent.id });
    expect(result.status).toBe("sent");
    const [received] = smtp.messagesTo(to);
    expect(received).toBeDefined();
    const { mail } = received;
    expect(mail.subject).toBe("Your e-ticket PNR ABC123");
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((a) => a.address) : null).toEqual([to]);
    // SMTP_FROM unset: no-reply@ the deployment's own host (NEXTAUTH_URL), never the site's domain (DMARC).
    expect(mail.from?.value[0]).toEqual({ name: w.site.companyName, address: `no-reply@${new URL(process.env.NEXTAUTH_URL ?? "http://localhost").hostname}` });
    expect(mail.replyTo?.value).toEqual([{ name: "", address: w.site.adminEmail }]);
    expect(mail.html).toContain("<b>ABC123</b>");
    expect(mail.text?.trim()).toBe("PNR ABC123, BOM to DEL");
    const row = await getOutboxRow(result.id);
    expect(row).toMatchObject({ siteId: w.site.id, status: "sent", attempts: 1, lastError: null, messageId: mail.messageId, createdByUserId: w.agent.id, fromName: w.site.companyName });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("uses fromName as the display name and SMTP_FROM as the address when set", async () => {
    process.env.SMTP_FROM = "mailer@wayfare.test";
    const to = uniqueAddress();
    await sendEmail(w.db, { ...ticket(to), fromName: "Asha at Demo Agency" });
    expect(smtp.messagesTo(to)[0].mail.from?.value[0]).toEqual({ name: "Asha at Demo Agency", address: "mailer@wayfare.test" });
    expect(smtp.messagesTo(to)[0].envelopeFrom).toBe("mailer@wayfare.test");
    expect(smtp.messagesTo(to)[0].mail.replyTo?.value.map((a) => a.address)).toEqual([w.site.adminEmail]);
  });

  it("refuses a bad address or an empty message with a 400 and writes nothing", async () => {
    const before = await systemDb.$count(emailOutbox, eq(emailOutbox.siteId, w.site.id));
    const bad = await sendEmail(w.db, { ...ticket("not-an-address"), subject: "" }).catch((e: unknown) => e);
    expect(bad).toBeInstanceOf(AppError);
    expect((bad as AppError).status).toBe(400);
    expect((bad as AppError).shortError).toEqual({ to: "Enter a valid email address", subject: "This is required field." });
    const empty = await sendEmail(w.db, { to: uniqueAddress(), subject: "Hi", text: " ", html: "" }).catch((e: unknown) => e);
    expect((empty as AppError).shortError).toEqual({ text: "Send a text or an html body" });
    expect(await systemDb.$count(emailOutbox, eq(emailOutbox.siteId, w.site.id))).toBe(before);
  });

  it("keeps a refused message pending, and the job delivers it once the server accepts; a second run sends nothing more", async () => {
    smtp.setMode("refuse5xx");
    const to = uniqueAddress();
    const startedAt = Date.now();
    const result = await sendEmail(w.db, ticket(to));
    expect(result.status).toBe("pending");
    expect(smtp.refused).toContain(to);
    let row = await getOutboxRow(result.id);
    expect(row).toMatchObject({ status: "pending", attempts: 1, sentAt: null });
    expect(row.lastError).toContain("550");
    expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(startedAt + minutes(1));
    expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now() + minutes(1));

    smtp.setMode("accept");
    await deliverOutbox();
    expect(smtp.messagesTo(to)).toHaveLength(0); // not due yet: the backoff is respected
    await makeDue(result.id);
    const run = await deliverOutbox();
    expect(run.isSmtpConfigured).toBe(true);
    expect(run.sent).toBeGreaterThanOrEqual(1);
    expect(smtp.messagesTo(to)).toHaveLength(1);
    expect(smtp.messagesTo(to)[0].mail.subject).toBe("Your e-ticket PNR ABC123");
    row = await getOutboxRow(result.id);
    expect(row).toMatchObject({ status: "sent", attempts: 2, lastError: null });

    await makeDue(result.id);
    await deliverOutbox();
    expect(smtp.messagesTo(to)).toHaveLength(1);
    expect((await getOutboxRow(result.id)).attempts).toBe(2);
  });

  it("retries an unreachable server, then a deferring one (4xx), with backoff 1, 5, 15, 60, 240 minutes, and gives up after 6 attempts", async () => {
    const closed = await startSmtpServer();
    await closed.close();
    setSmtpUrl(closed.url);
    const to = uniqueAddress();
    const result = await sendEmail(w.db, ticket(to));
    expect(result.status).toBe("pending");
    expect((await getOutboxRow(result.id)).lastError).toMatch(/ECONNREFUSED|ECONNECTION/);

    setSmtpUrl(smtp.url);
    smtp.setMode("refuse4xx");
    for (let attempt = 2; attempt <= MAX_EMAIL_ATTEMPTS; attempt += 1) {
      const before = await getOutboxRow(result.id);
      expect(before.status).toBe("pending");
      await makeDue(result.id);
      const t0 = Date.now();
      await deliverOutbox();
      const after = await getOutboxRow(result.id);
      expect(after.attempts).toBe(attempt);
      expect(after.lastError).toContain("451");
      if (attempt < MAX_EMAIL_ATTEMPTS) {
        expect(after.status).toBe("pending");
        const delay = after.nextAttemptAt.getTime() - t0;
        expect(delay).toBeGreaterThanOrEqual(minutes(EMAIL_BACKOFF_MINUTES[attempt - 1]));
        expect(delay).toBeLessThan(minutes(EMAIL_BACKOFF_MINUTES[attempt - 1]) + 10_000);
      }
    }
    expect(await getOutboxRow(result.id)).toMatchObject({ status: "failed", attempts: MAX_EMAIL_ATTEMPTS });
    smtp.setMode("accept");
    await makeDue(result.id);
    await deliverOutbox();
    expect(smtp.messagesTo(to)).toHaveLength(0);
    expect((await getOutboxRow(result.id)).status).toBe("failed");
  });

  it("a server that accepts the connection and drops it at once fails the attempt in seconds instead of leaving the send hanging", async () => {
    const dropper = net.createServer((socket) => socket.destroy());
    await new Promise<void>((resolve) => dropper.listen(0, "127.0.0.1", resolve));
    try {
      setSmtpUrl(`smtp://127.0.0.1:${(dropper.address() as net.AddressInfo).port}`);
      const started = Date.now();
      const result = await sendEmail(w.db, ticket(uniqueAddress()));
      expect(result.status).toBe("pending");
      expect(Date.now() - started).toBeLessThan(10_000);
      expect((await getOutboxRow(result.id)).lastError).toBeTruthy();
    } finally {
      closeSmtpTransport();
      await new Promise((resolve) => dropper.close(resolve));
    }
  });

  it("without SMTP_URL keeps the message pending in the outbox, and the job leaves it alone even once SMTP is configured", async () => {
    setSmtpUrl(undefined);
    const to = uniqueAddress();
    const result = await sendEmail(w.db, ticket(to));
    expect(result.status).toBe("pending");
    expect(await getOutboxRow(result.id)).toMatchObject({ status: "pending", attempts: 0, lastError: null, textBody: "PNR ABC123, BOM to DEL" });
    expect(await deliverOutbox()).toEqual({ isSmtpConfigured: false, sent: 0, retrying: 0, failed: 0 });

    setSmtpUrl(smtp.url);
    await makeDue(result.id);
    await deliverOutbox();
    expect(smtp.messagesTo(to)).toHaveLength(0);
    expect(await getOutboxRow(result.id)).toMatchObject({ status: "pending", attempts: 0 });
  });

  it("opens a new transport when SMTP_URL changes", async () => {
    const other = await startSmtpServer();
    try {
      const first = uniqueAddress();
      await sendEmail(w.db, ticket(first));
      setSmtpUrl(other.url);
      const second = uniqueAddress();
      expect((await sendEmail(w.db, ticket(second))).status).toBe("sent");
      expect(smtp.messagesTo(first)).toHaveLength(1);
      expect(smtp.messagesTo(second)).toHaveLength(0);
      expect(other.messagesTo(second)).toHaveLength(1);
    } finally {
      closeSmtpTransport();
      await other.close();
    }
  });

  it("two job runs at once send each due message exactly once", async () => {
    smtp.setMode("refuse5xx");
    const addresses = Array.from({ length: 6 }, () => uniqueAddress("batch"));
    const ids = [];
    for (const to of addresses) ids.push((await sendEmail(w.db, ticket(to))).id);
    for (const id of ids) await makeDue(id);
    smtp.setMode("accept");
    await Promise.all([deliverOutbox(), deliverOutbox(), deliverOutbox()]);
    for (const to of addresses) expect(smtp.messagesTo(to)).toHaveLength(1);
    for (const id of ids) expect(await getOutboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
  });
});

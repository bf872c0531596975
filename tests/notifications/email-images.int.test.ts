import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import sharp from "sharp";
import { closeDb, systemDb } from "@/db/client";
import { emailAttachments } from "@/db/schema/notifications";
import { sites } from "@/db/schema/sites";
import { POST as emailETicketRoute } from "@/app/api/eTicket/email/route";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as shareRoute } from "@/app/api/fareShare/create/route";
import { POST as getMessageRoute } from "@/app/api/notifications/getEmailOutboxMessage/route";
import { POST as uploadLogoRoute } from "@/app/api/user/uploadAgentLogo/route";
import type { TFlightResult } from "@/lib/contracts/flights";
import { deliverOutbox } from "@/server/notifications/deliver-outbox";
import { sendEmail } from "@/server/notifications/send-email";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { createETicketWorld } from "../tickets/eticket-world";
import { as, createMailWorld, getOutboxRow, makeDue, restoreSmtpUrl, setSmtpUrl, uniqueAddress } from "./mail-world";

/*
 * Images in email, read the way a mail client gets them (decision 0057): the MIME a real SMTP server
 * on loopback received, parsed by mailparser (cid: links kept). Every <img> is a cid: reference to an
 * inline part with that Content-ID and an image type; no data: URI is left; From is the deployment's
 * address with the site's (or agency's) name, Reply-To the site's (or agent's) contact.
 */

const uploads = mkdtempSync(path.join(tmpdir(), "wayfare-mail-images-"));
process.env.WAYFARE_UPLOADS_DIR = uploads;
const DEPLOYMENT_FROM = "mailer@relay.wayfare.test";
const originalFrom = process.env.SMTP_FROM;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  process.env.SMTP_FROM = DEPLOYMENT_FROM;
});
beforeEach(() => setSmtpUrl(smtp.url));
afterEach(() => restoreSmtpUrl());
afterAll(async () => {
  if (originalFrom === undefined) delete process.env.SMTP_FROM;
  else process.env.SMTP_FROM = originalFrom;
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
  rmSync(uploads, { recursive: true, force: true });
});

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Checks every image of the received HTML; answers the inline parts by cid, in the HTML's order. */
async function inlineImagesOf(mail: ParsedMail) {
  const html = typeof mail.html === "string" ? mail.html : "";
  expect(html).not.toMatch(/data:/i);
  const tags = [...html.matchAll(/<img\b[^>]*>/gi)].map((m) => m[0]);
  const parts = [];
  for (const tag of tags) {
    const src = /\bsrc=(["'])(.*?)\1/i.exec(tag)?.[2] ?? "";
    expect(src).toMatch(/^cid:/);
    const cid = src.slice(4);
    const part = mail.attachments.find((a) => a.cid === cid);
    expect(part).toBeDefined();
    expect(part!.contentId).toBe(`<${cid}>`);
    expect(part!.contentDisposition).toBe("inline");
    expect(part!.contentType).toMatch(/^image\/(png|jpeg|gif|webp)$/);
    // The bytes are the image its type says (sharp reads them as such).
    const meta = await sharp(part!.content).metadata();
    expect(`image/${meta.format === "jpeg" ? "jpeg" : meta.format}`).toBe(part!.contentType);
    parts.push({ cid, alt: /\balt="([^"]*)"/i.exec(tag)?.[1] ?? "", part: part! });
  }
  return parts;
}

const fromOf = (mail: ParsedMail) => mail.from?.value[0];
const replyToOf = (mail: ParsedMail) => mail.replyTo?.value.map((a) => a.address);

describe("the e-ticket email", () => {
  it("carries the site's logo and every barcode as inline PNG parts referred to by cid:, from the deployment's address with the site's name, Reply-To the site's contact", async () => {
    const w = await createETicketWorld();
    // A logo of public/ (an SVG, which Gmail and Outlook do not draw): rasterised to PNG.
    await systemDb.update(sites).set({ logoUrl: "/brand/demo-travels.svg" }).where(eq(sites.id, w.site.id));
    const res = await w.as(w.agentToken)(emailETicketRoute, "/api/eTicket/email", { body: { bookingId: w.booking.id } });
    expect(res.status).toBe(200);
    const [received] = smtp.messagesTo(w.agent.email!);
    expect(received).toBeDefined();
    const { mail } = received;
    expect(fromOf(mail)).toEqual({ name: "Skyline Travels", address: DEPLOYMENT_FROM });
    expect(received.envelopeFrom).toBe(DEPLOYMENT_FROM);
    expect(replyToOf(mail)).toEqual(["desk@skyline.test"]);

    const images = await inlineImagesOf(mail);
    // The logo, then one barcode per passenger and segment (2 x BOM-DEL-BLR).
    expect(images).toHaveLength(5);
    expect(images[0].alt).toBe("Skyline Travels logo");
    expect(images[0].part.contentType).toBe("image/png");
    expect((await sharp(images[0].part.content).metadata()).height).toBe(120);
    for (const barcode of images.slice(1)) {
      expect(barcode.part.contentType).toBe("image/png");
      expect(barcode.part.content.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
    }
    expect(new Set(images.map((i) => i.cid)).size).toBe(5);
    // The PDF is still a plain attachment.
    expect(mail.attachments.filter((a) => a.contentDisposition !== "inline").map((a) => a.contentType)).toEqual(["application/pdf"]);
  });
});

describe("the fare share email", () => {
  it("carries the agent's uploaded logo as an inline part; From the deployment's address with the agency's name, Reply-To the agent", async () => {
    const w = await createFlightWorld();
    const agent = await createTestUser(w.site.id, { userType: "travelAgent", companyName: "Lotus Agency", phone: `98${Math.floor(Math.random() * 1e8).toString().padStart(8, "0")}` });
    const token = await logInAs(w.site.domain, agent.email!);
    const logo = await sharp({ create: { width: 300, height: 120, channels: 3, background: { r: 10, g: 120, b: 60 } } }).png().toBuffer();
    const uploaded = await call(uploadLogoRoute, "/api/user/uploadAgentLogo", { host: w.site.domain, token, body: { image: logo.toString("base64") } });
    expect(uploaded.status).toBe(200);
    const search = await call(searchRoute, "/api/search", { host: w.site.domain, token, body: { journeyType: 1, origin: "DEL", destination: "BOM", departureDate: daysFromNow(12), adt: 1 } });
    const results = search.body.data.results[0] as TFlightResult[];
    const to = uniqueAddress("traveller");
    const res = await call(shareRoute, "/api/fareShare/create", { host: w.site.domain, token, body: { searchId: search.body.data.searchId, resultIndexes: [results[0].resultIndex], markup: 100, email: to } });
    expect(res.status).toBe(200);
    const [{ mail }] = smtp.messagesTo(to);
    expect(fromOf(mail)).toEqual({ name: "Lotus Agency", address: DEPLOYMENT_FROM });
    expect(replyToOf(mail)).toEqual([agent.email!.toLowerCase()]);
    const images = await inlineImagesOf(mail);
    expect(images).toHaveLength(1);
    expect(images[0].alt).toBe("Lotus Agency logo");
    expect(images[0].part.contentType).toBe("image/png");
    expect((await sharp(images[0].part.content).metadata()).width).toBeGreaterThan(0);
  });
});

describe("a partner's HTML with data: images (sendEmailForWl, sendEmail)", () => {
  it("is sent with each data: image turned into an inline part (the same image once); the mailbox preview still shows them", async () => {
    const w = await createMailWorld();
    const red = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#c00" } }).png().toBuffer();
    const blue = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#00c" } }).jpeg().toBuffer();
    const src = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString("base64")}`;
    const html = `<p>Hi</p><img src="${src("image/png", red)}" alt="red"><img src='${src("image/jpeg", blue)}' alt="blue"><img src="${src("image/png", red)}" alt="red again"><div style="background:url(${src("image/png", red)})">x</div>`;
    const to = uniqueAddress();
    const sent = await sendEmail(w.db, { to, subject: "Pictures", html, fromName: "Partner Desk", replyTo: "help@partner.test" });
    expect(sent.status).toBe("sent");
    const [{ mail }] = smtp.messagesTo(to);
    expect(fromOf(mail)).toEqual({ name: "Partner Desk", address: DEPLOYMENT_FROM });
    expect(replyToOf(mail)).toEqual(["help@partner.test"]);
    const images = await inlineImagesOf(mail);
    expect(images.map((i) => i.part.contentType)).toEqual(["image/png", "image/jpeg", "image/png"]);
    expect(images[0].cid).toBe(images[2].cid);
    expect(images[0].part.content.equals(red)).toBe(true);
    expect(images[1].part.content.equals(blue)).toBe(true);
    expect(mail.attachments).toHaveLength(2);

    // Stored with cid: references and the parts; the staff mailbox's preview gets data: URIs back.
    const row = await getOutboxRow(sent.id);
    expect(row.htmlBody).not.toContain("data:");
    expect(row.replyTo).toBe("help@partner.test");
    expect(await systemDb.$count(emailAttachments, eq(emailAttachments.emailId, sent.id))).toBe(2);
    const read = await as(w, "admin")(getMessageRoute, "/api/notifications/getEmailOutboxMessage", { body: { id: sent.id } });
    expect(read.status).toBe(200);
    // The CSS url() was an image too: the same red part.
    expect(row.htmlBody).toMatch(new RegExp(`background:url\\(cid:${images[0].cid.replace(/[.]/g, "\\.")}\\)`));
    expect(read.body.data.html).toBe(html);
  });

  it("is retried by the job with the same inline parts", async () => {
    const w = await createMailWorld();
    const dot = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#0c0" } }).png().toBuffer();
    const to = uniqueAddress();
    smtp.setMode("refuse4xx");
    const sent = await sendEmail(w.db, { to, subject: "Later", html: `<img src="data:image/png;base64,${dot.toString("base64")}" alt="dot">` });
    expect(sent.status).toBe("pending");
    smtp.setMode("accept");
    await makeDue(sent.id);
    await deliverOutbox();
    const [{ mail }] = smtp.messagesTo(to);
    const images = await inlineImagesOf(mail);
    expect(images).toHaveLength(1);
    expect(images[0].part.content.equals(dot)).toBe(true);
    expect(replyToOf(mail)).toEqual([w.site.adminEmail]);
  });
});

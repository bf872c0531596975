import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { emailAttachments } from "@/db/schema/notifications";
import { emailOutbox } from "@/db/schema/tickets";
import { GET as getVoucherPdf } from "@/app/api/kart/getVoucherPdf/route";
import { GET as getQuotationPdf } from "@/app/api/kart/getQuotationPdf/route";
import { POST as sendVouchers } from "@/app/api/kart/sendVouchers/route";
import { POST as sendKart } from "@/app/api/kart/sendKart/route";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { pdfFonts, pdfText } from "../helpers/pdf-text";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { as } from "../dmc-quotes/quotes-world";
import { callRaw, createVouchersWorld, saveAs, vouchersBody, type VouchersWorld } from "./vouchers-world";

let w: VouchersWorld;
let smtp: TestSmtpServer;
let vouchered: number;
let draft: number;
let cancelled: number;
const originalSmtpUrl = process.env.SMTP_URL;

beforeAll(async () => {
  smtp = await startSmtpServer();
  w = await createVouchersWorld();
  vouchered = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
  draft = (await saveAs(w, vouchersBody(w))).body.data.id;
  cancelled = (await saveAs(w, vouchersBody(w, { isVouchered: true, isCancelled: true }))).body.data.id;
});
beforeEach(() => {
  process.env.SMTP_URL = smtp.url;
});
afterEach(() => {
  if (originalSmtpUrl === undefined) delete process.env.SMTP_URL;
  else process.env.SMTP_URL = originalSmtpUrl;
});
afterAll(async () => {
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
});

const qt = (id: number) => `QT-${String(id).padStart(6, "0")}`;
const pdfOf = (id: number, who: "staff" | "agent" | "anonymous" | "otherStaff" = "staff") =>
  callRaw(getVoucherPdf, "/api/kart/getVoucherPdf", {
    host: who === "otherStaff" ? w.other.domain : w.site.domain,
    token: who === "staff" ? w.staffToken : who === "agent" ? w.agentToken : who === "otherStaff" ? w.otherStaffToken : undefined,
    query: { id: String(id) },
  });

describe("GET /api/kart/getVoucherPdf", () => {
  it("one voucher per page: kind, title, date, confirmation number, lead passenger, pax, pickup, under the site's name", async () => {
    const res = await pdfOf(vouchered);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`inline; filename="${qt(vouchered)}-vouchers.pdf"`);
    const text = pdfText(res.bytes);
    // Hotel, two activities, three transfer legs: six pages.
    expect(res.bytes.toString("latin1").match(/\/Type \/Page\b/g)?.length).toBe(6);
    for (const conf of ["MBH-7781", `${qt(vouchered)}-A1`, `${qt(vouchered)}-A2`, `${qt(vouchered)}-T1`, `${qt(vouchered)}-T2`, `${qt(vouchered)}-T3`]) expect(text).toContain(conf);
    for (const s of ["HOTEL VOUCHER", "ACTIVITY VOUCHER", "TRANSFER VOUCHER", "Marina Bay Hotel, Deluxe, 3 night(s)", "Burj Khalifa At the Top", "Lead passenger", "Mr Ravi Kumar", "2 adult(s), 1 child(ren), 0 infant(s)", "Pickup point", "Marina Bay Hotel", "Fri, 11 Dec 2026", w.site.companyName]) {
      expect(text).toContain(s);
    }
    expect(text.split("Mr Ravi Kumar").length - 1).toBe(6);
  });

  it("embeds every font it uses, none of them the standard Helvetica (pdffonts), and keeps its QR code images", async () => {
    const res = await pdfOf(vouchered);
    const fonts = pdfFonts(res.bytes);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.filter((f) => !f.embedded)).toEqual([]);
    expect(fonts.map((f) => f.name).join(" ")).not.toMatch(/Helvetica/i);
    expect(res.bytes.toString("latin1").match(/\/Subtype \/Image\b/g)?.length).toBeGreaterThanOrEqual(6);
  });

  it("with agent branding the agent's company is on the vouchers instead of the site's", async () => {
    const id = (await saveAs(w, vouchersBody(w, { isVouchered: true, isAgentBranding: true }))).body.data.id;
    const text = pdfText((await pdfOf(id)).bytes);
    expect(text).toContain(`Agency ${w.site.id}`);
    expect(text).not.toContain(w.site.companyName);
  });

  it("a quotation not vouchered, or cancelled, answers 400 with a clear message; another site's 404; agents 403; anonymous 401", async () => {
    const json = (r: Awaited<ReturnType<typeof pdfOf>>) => [r.status, JSON.parse(r.bytes.toString()).errorMessage];
    expect(json(await pdfOf(draft))).toEqual([400, "This itinerary is not vouchered yet: voucher it first"]);
    expect(json(await pdfOf(cancelled))).toEqual([400, "This itinerary is cancelled: it has no vouchers"]);
    expect(json(await pdfOf(vouchered, "otherStaff"))).toEqual([404, "Itinerary not found"]);
    expect((await pdfOf(vouchered, "agent")).status).toBe(403);
    expect((await pdfOf(vouchered, "anonymous")).status).toBe(401);
  });
});

describe("POST /api/kart/sendVouchers", () => {
  it("writes an outbox row with the vouchers PDF attached; the SMTP server receives a multipart message with the PDF", async () => {
    const res = await as(w, "staff")(sendVouchers, "/api/kart/sendVouchers", { body: { id: vouchered } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "Vouchers sent", status: "sent", to: w.agent.email });
    const [row] = await systemDb.select().from(emailOutbox).where(eq(emailOutbox.id, res.body.data.emailId));
    expect(row).toMatchObject({ toAddress: w.agent.email, status: "sent", subject: `${w.site.companyName}: vouchers ${qt(vouchered)}` });
    expect(row.textBody).toContain(`Hotel: Marina Bay Hotel, Deluxe, 3 night(s), Thu, 10 Dec 2026 (confirmation MBH-7781)`);
    const attachments = await systemDb.select().from(emailAttachments).where(eq(emailAttachments.emailId, row.id));
    expect(attachments.map((a) => [a.siteId, a.filename, a.contentType])).toEqual([[w.site.id, `${qt(vouchered)}-vouchers.pdf`, "application/pdf"]]);
    expect(pdfText(attachments[0].content)).toContain("MBH-7781");

    const [received] = smtp.messagesTo(w.agent.email!).filter((m) => m.mail.subject?.includes("vouchers"));
    expect(received).toBeDefined();
    expect(received.mail.headers.get("content-type")).toMatchObject({ value: "multipart/mixed" });
    const [file] = received.mail.attachments;
    expect([file.filename, file.contentType]).toEqual([`${qt(vouchered)}-vouchers.pdf`, "application/pdf"]);
    expect(pdfText(file.content)).toContain(`${qt(vouchered)}-T3`);
    expect(received.mail.text).toContain("Your vouchers for Dubai 3 nights");
  });

  it("to another address with email; 400 for a bad address or a quotation without vouchers; 404 another site's; 403 agents; 401 anonymous", async () => {
    const to = `ops-${Date.now()}@example.com`;
    const res = await as(w, "staff")(sendVouchers, "/api/kart/sendVouchers", { body: { id: vouchered, email: to } });
    expect([res.status, res.body.data.to]).toEqual([200, to]);
    expect(smtp.messagesTo(to)).toHaveLength(1);
    const bad = await as(w, "staff")(sendVouchers, "/api/kart/sendVouchers", { body: { id: vouchered, email: "nope" } });
    expect([bad.status, bad.body.errorMessage]).toEqual([400, "email: Please enter a valid email"]);
    const notYet = await as(w, "staff")(sendVouchers, "/api/kart/sendVouchers", { body: { id: draft } });
    expect([notYet.status, notYet.body.errorMessage]).toEqual([400, "This itinerary is not vouchered yet: voucher it first"]);
    const gone = await as(w, "staff")(sendVouchers, "/api/kart/sendVouchers", { body: { id: cancelled } });
    expect([gone.status, gone.body.errorMessage]).toEqual([400, "This itinerary is cancelled: it has no vouchers"]);
    expect((await as(w, "otherStaff")(sendVouchers, "/api/kart/sendVouchers", { body: { id: vouchered } })).status).toBe(404);
    expect((await as(w, "agent")(sendVouchers, "/api/kart/sendVouchers", { body: { id: vouchered } })).status).toBe(403);
    expect((await as(w, "anonymous")(sendVouchers, "/api/kart/sendVouchers", { body: { id: vouchered } })).status).toBe(401);
  });
});

describe("the quotation PDF per mode and attached by kart/sendKart", () => {
  it("GET kart/getQuotationPdf?priceBreakup answers the document in that mode", async () => {
    const get = async (mode: string) => pdfText((await callRaw(getQuotationPdf, "/api/kart/getQuotationPdf", { host: w.site.domain, token: w.staffToken, query: { id: String(draft), priceBreakup: mode } })).bytes);
    const [full, partial, none, noprice] = [await get("full"), await get("partial"), await get("none"), await get("noprice")];
    expect(full).toContain("USD 120.50");
    expect(partial).not.toContain("USD 120.50");
    expect(partial).toContain("Activities subtotal");
    expect(none).not.toContain("Activities subtotal");
    expect(none).toContain("USD 512.80");
    expect(noprice).not.toContain("USD 512.80");
    expect(noprice).toContain("Burj Khalifa At the Top");
    const bad = await callRaw(getQuotationPdf, "/api/kart/getQuotationPdf", { host: w.site.domain, token: w.staffToken, query: { id: String(draft), priceBreakup: "some" } });
    expect(bad.status).toBe(400);
    // Four documents, each rendered in a child process with embedded fonts (decision 0056).
  }, 60_000);

  it("sendKart attaches the quotation PDF in the mode asked for (else the quotation's own)", async () => {
    const res = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id: draft, priceBreakup: "none" } });
    expect(res.status).toBe(200);
    const attachments = await systemDb.select().from(emailAttachments).where(eq(emailAttachments.emailId, res.body.data.emailId));
    expect(attachments.map((a) => a.filename)).toEqual([`${qt(draft)}-v1-none.pdf`]);
    const [received] = smtp.messagesTo(w.agent.email!).filter((m) => m.mail.subject?.includes(`Quotation ${qt(draft)}`));
    const [file] = received.mail.attachments;
    expect(file.contentType).toBe("application/pdf");
    const text = pdfText(file.content);
    expect(text).toContain("USD 512.80");
    expect(text).not.toContain("Activities subtotal");
    const [row] = await systemDb.select({ sentAt: dmcItineraries.sentAt }).from(dmcItineraries).where(eq(dmcItineraries.id, draft));
    expect(row.sentAt).toBeInstanceOf(Date);
  });
});

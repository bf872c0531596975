import { eq } from "drizzle-orm";
import type { ParsedMail } from "mailparser";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { POST as sendKart } from "@/app/api/kart/sendKart/route";
import { buildQuotationModel } from "@/server/dmc-quotes/quotation-document";
import { sendPaymentReminders } from "@/server/dmc-quotes/send-payment-reminders";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { pdfLayoutText, pdfText, pdfWords, renderModelPdf } from "../helpers/pdf-text";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { restoreSmtpUrl, setSmtpUrl } from "../notifications/mail-world";
import { as, createQuotesWorld, kartBody, type QuotesWorld } from "./quotes-world";

/*
 * The quotation as the customer reads it (issue 25, "Documents" and defect 10): the email as a real
 * SMTP server receives it (mailparser) and its PDF as poppler reads it. A hotel of 10,000 AED makes
 * the total run into thousands: USD 2,963.50 (2,723.00 + 120.50 + 90.00 + 15.00 + 20 + 5 - 10).
 */

/** Any amount of money: a currency code or sign beside a number, or a number with cents. */
const AMOUNT = /(?:USD|AED|INR|EUR|\$|₹|€|د\.إ)\s?-?\d|\d[\d,]*\.\d{2}\b/;

let w: QuotesWorld;
let smtp: TestSmtpServer;
const ids: Record<string, number> = {};

beforeAll(async () => {
  smtp = await startSmtpServer();
  w = await createQuotesWorld();
  const body = (priceBreakup: string) =>
    kartBody(w, {
      priceBreakup,
      accomodations: [
        { accomodationId: w.hotel.id, roomTypeId: w.roomType.id, noOfNights: 3, checkinDate: "2026-12-10", numberOfRooms: 1, price: 10000, currency: "AED", doubleRoomCount: 1, doubleRoomPrice: 10000, transferType: "return", sharingBasis: "PVT", transfers: [{ purpose: "pickup", time: "07:30", pickupLocation: "DXB Airport Terminal 3", dropLocation: "Marina Bay Hotel" }, { purpose: "drop", time: "11:00", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB Airport Terminal 3" }] },
      ],
    });
  for (const mode of ["full", "none", "noprice"]) {
    ids[mode] = (await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: body(mode) })).body.data.id;
  }
  // The customer has paid 1,000.00 of the full one.
  await systemDb.update(dmcItineraries).set({ collectedPayment: 100_000 }).where(eq(dmcItineraries.id, ids.full));
});
beforeEach(() => setSmtpUrl(smtp.url));
afterEach(() => restoreSmtpUrl());
afterAll(async () => {
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
});

const pdfOf = async (id: number) => renderModelPdf((await buildQuotationModel(createSiteDb(w.site.id), id)).model);

async function send(id: number): Promise<ParsedMail> {
  const before = smtp.messagesTo(w.agent.email!).length;
  const res = await as(w, "staff")(sendKart, "/api/kart/sendKart", { body: { id } });
  expect(res.status).toBe(200);
  const all = smtp.messagesTo(w.agent.email!);
  expect(all).toHaveLength(before + 1);
  return all[before].mail;
}

describe("the quotation PDF (pdftotext)", () => {
  it("has a day-by-day plan: each date of the trip in words, what happens, with times, check-in and check-out, pickups with their point", async () => {
    const words = pdfWords(await pdfOf(ids.full));
    expect(words).toContain("Day by day");
    for (const s of [
      "Day 1: Thu, 10 Dec 2026",
      "Day 2: Fri, 11 Dec 2026",
      "Day 3: Sat, 12 Dec 2026",
      "Day 4: Sun, 13 Dec 2026",
      "Check-in: Marina Bay Hotel, Deluxe (3 night(s), 1 room(s))",
      "Check-out: Marina Bay Hotel",
      "07:30 Pickup from DXB Airport Terminal 3 to Marina Bay Hotel (Private)",
      "09:00 Pickup from Marina Bay Hotel to Burj Khalifa (Shared), for Burj Khalifa At the Top",
      "10:00 Burj Khalifa At the Top",
      "15:00 Desert Safari",
      "04:30 Flight EK 501 departs BOM for DXB",
    ]) {
      expect(words).toContain(s);
    }
    // Day 4 is the check-out and the drop to the airport at 11:00.
    const day4 = words.slice(words.indexOf("Day 4: Sun, 13 Dec 2026"));
    expect(day4).toMatch(/^Day 4: Sun, 13 Dec 2026 Check-out: Marina Bay Hotel 11:00 Drop from Marina Bay Hotel to DXB Airport Terminal 3/);
  });

  it("lists inclusions, passengers, every transfer leg, paid and balance due, with thousands separators and no ISO dates", async () => {
    const pdf = await pdfOf(ids.full);
    const words = pdfWords(pdf);
    // Amounts are right-aligned: read them on their row as laid out.
    const rows = pdfLayoutText(pdf).replace(/[ \t]+/g, " ");
    expect(words).toContain("Inclusions");
    expect(words).toContain("Marina Bay Hotel, Deluxe: 3 night(s), 1 room(s) (1 Double room), Thu, 10 Dec 2026 to Sun, 13 Dec 2026, private transfers");
    expect(words).toContain("Rooms: 1 Double room at USD 2,723.00");
    expect(words).toContain("Burj Khalifa At the Top: entry ticket, shared transfer (pickup)");
    expect(words).toContain("Guests Mr Ravi Kumar Mrs Asha Kumar Master Dev Kumar");
    expect(words).toContain("Transfers Thu, 10 Dec 2026 07:30: Pickup from DXB Airport Terminal 3 to Marina Bay Hotel (Private)");
    expect(words).toContain("Fri, 11 Dec 2026 09:00: Pickup from Marina Bay Hotel to Burj Khalifa (Shared), for Burj Khalifa At the Top");
    expect(words).toContain("Sun, 13 Dec 2026 11:00: Drop from Marina Bay Hotel to DXB Airport Terminal 3 (Private)");
    expect(rows).toContain("Total USD 2,963.50");
    expect(rows).toContain("Paid USD 1,000.00");
    expect(rows).toContain("Balance due USD 1,963.50");
    expect(words).toContain("USD 2,723.00");
    expect(words).toContain("Arrival Thu, 10 Dec 2026");
    expect(words).toContain("Payment deadline Tue, 1 Dec 2026");
    expect(words).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  });

  it("noprice: no amount anywhere on the PDF, not the total, paid or balance", async () => {
    const text = pdfText(await pdfOf(ids.noprice));
    expect(text).toContain("Desert Safari");
    expect(text).toContain("Day by day");
    expect(text).not.toMatch(AMOUNT);
    expect(text).not.toMatch(/Total|Paid|Balance/);
  });
});

describe("the quotation email (mailparser, from a real SMTP server)", () => {
  it("noprice: no amount in the body or the attached PDF, and no payment link (whose page would show the amount)", async () => {
    const mail = await send(ids.noprice);
    expect(mail.text).toContain("Desert Safari");
    expect(mail.text).toContain("Day 1: Thu, 10 Dec 2026");
    expect(mail.text).not.toMatch(AMOUNT);
    expect(mail.text).not.toContain("/payments?link=");
    expect(mail.html || "").not.toMatch(AMOUNT);
    const pdf = mail.attachments.find((a) => a.contentType === "application/pdf");
    expect(pdf).toBeDefined();
    expect(pdfText(pdf!.content)).not.toMatch(AMOUNT);
  });

  it("none: the total and the amount due with their payment link, no line prices", async () => {
    const mail = await send(ids.none);
    expect(mail.text).toContain("Total: USD 2,963.50");
    expect(mail.text).toContain("Balance due: USD 2,963.50");
    expect(mail.text).toMatch(/Pay the amount due \(.*2,963\.50\) online: https?:\/\/\S+\/payments\?link=/);
    expect(mail.text).not.toContain("2,723.00");
    expect(mail.text).not.toContain("subtotal");
  });
});

describe("the payment reminder email (mailparser)", () => {
  it("noprice: says the payment is due by its day, states no balance; none: states the balance", async () => {
    const sent = new Date("2026-11-25T00:00:00Z");
    for (const mode of ["noprice", "none"]) await systemDb.update(dmcItineraries).set({ sentAt: sent, paymentReminderSentAt: null, paymentDeadline: "2026-12-03" }).where(eq(dmcItineraries.id, ids[mode]));
    const before = smtp.messagesTo(w.agent.email!).length;
    await sendPaymentReminders(new Date("2026-12-01T09:00:00Z"));
    const reminders = smtp
      .messagesTo(w.agent.email!)
      .slice(before)
      .map((m) => m.mail)
      .filter((m) => m.subject?.startsWith("Payment reminder"));
    const of = (mode: string) => reminders.find((m) => m.subject?.includes(`QT-${String(ids[mode]).padStart(6, "0")}`));
    expect(of("noprice")?.text).toContain("is due by Thu, 3 Dec 2026.");
    expect(of("noprice")?.text).not.toMatch(AMOUNT);
    expect(of("none")?.text).toContain("Balance: USD 2,963.50.");
  });
});

import { and, desc, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { emailAttachments } from "@/db/schema/notifications";
import { emailOutbox } from "@/db/schema/tickets";
import { POST as updateRoute } from "@/app/api/updateBookingDetails/route";
import { POST as emailRoute } from "@/app/api/eTicket/email/route";
import { insertBooking } from "../helpers/ticket-fixtures";
import { createETicketWorld, restrictTo, type ETicketWorld } from "./eticket-world";

const originalSmtp = process.env.SMTP_URL;
let w: ETicketWorld;
beforeAll(async () => {
  delete process.env.SMTP_URL; // the message stays pending in the outbox
  w = await createETicketWorld();
});
afterAll(async () => {
  if (originalSmtp !== undefined) process.env.SMTP_URL = originalSmtp;
  await closeDb();
});

const update = (token: string | undefined, body: unknown, host?: string) => w.as(token, host)(updateRoute, "/api/updateBookingDetails", { body });
const email = (token: string | undefined, body: unknown, host?: string) => w.as(token, host)(emailRoute, "/api/eTicket/email", { body });
const storedFare = async (id: number) => (await systemDb.select({ f: flightBookings.eTicketFare }).from(flightBookings).where(eq(flightBookings.id, id)))[0].f;

describe("POST /api/updateBookingDetails", () => {
  it("stores the markup in paise and answers the e-ticket fare and payment details; a discount later keeps the markup", async () => {
    const { booking } = w;
    const res = await update(w.agentToken, { bookingId: booking.id, fare: { txnFee: 150.5, userMergeTxnFeeTaxes: 99.99 } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: {
        bookingId: booking.id,
        fare: { txnFee: 150.5, userMergeTxnFeeTaxes: 99.99, discount: 0 },
        // Paid 5,300 (5,000 fare of which 4,000 base, 300 extra baggage); the merged markup joins the taxes.
        payment: { currency: "INR", baseFare: 4000, taxes: 1099.99, extras: 300, baggage: 300, meals: 0, txnFee: 150.5, discount: 0, total: 5550.49, refunded: 0, totalAfterRefund: 5550.49 },
      },
    });
    expect(await storedFare(booking.id)).toEqual({ txnFee: 15050, userMergeTxnFeeTaxes: 9999, discount: 0 });

    const discounted = await update(w.agentToken, { bookingId: booking.id, fare: { discount: 550.49 } });
    expect(discounted.status).toBe(200);
    expect(discounted.body.data.fare).toEqual({ txnFee: 150.5, userMergeTxnFeeTaxes: 99.99, discount: 550.49 });
    expect(discounted.body.data.payment.total).toBe(5000);
    const [paid] = await systemDb.select({ amount: flightBookings.amount }).from(flightBookings).where(eq(flightBookings.id, booking.id));
    expect(paid.amount).toBe(530_000);
  });

  it("answers 400 with field messages for negative, over-precise, missing and too-large amounts", async () => {
    const bad = await update(w.agentToken, { bookingId: w.booking.id, fare: { txnFee: -1, discount: 1.234 } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, errorCode: "VALIDATION_ERROR", shortError: { "fare.txnFee": "Must be 0 or more", "fare.discount": "At most 2 decimals" } });
    const missing = await update(w.agentToken, { fare: { txnFee: 1 } });
    expect(missing.body.shortError).toEqual({ bookingId: "This is required field." });
    const empty = await update(w.agentToken, { bookingId: w.booking.id, fare: {} });
    expect(empty.body.shortError).toEqual({ "fare.txnFee": "Enter a markup or a discount" });
    const tooMuch = await update(w.agentToken, { bookingId: w.booking.id, fare: { txnFee: 0, userMergeTxnFeeTaxes: 0, discount: 5300.01 } });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.shortError).toEqual({ "fare.discount": "Discount cannot be more than the total fare" });
  });

  it("answers 401 to an anonymous caller", async () => {
    const res = await update(undefined, { bookingId: w.booking.id, fare: { txnFee: 1 } });
    expect(res.status).toBe(401);
  });

  it("needs tickets.eTicket.markup to change the markup and tickets.eTicket.discount to change the discount (403)", async () => {
    const site = w.site;
    const { createTestUser, logInAs } = await import("../helpers/fixtures");
    const { insertETicketBooking } = await import("./eticket-world");
    const clerk = await createTestUser(site.id, { userType: "travelAgent" });
    await restrictTo(site.id, clerk.id, ["tickets.eTicket.view", "tickets.eTicket.discount"]);
    const token = await logInAs(site.domain, clerk.email!);
    const own = await insertETicketBooking(site.id, clerk.id);
    const markup = await update(token, { bookingId: own.id, fare: { txnFee: 10 } });
    expect(markup.status).toBe(403);
    expect(await storedFare(own.id)).toBeNull();
    expect((await update(token, { bookingId: own.id, fare: { discount: 10 } })).status).toBe(200);
    // The stored markup sent back unchanged is not a change: no markup permission needed.
    expect((await update(token, { bookingId: own.id, fare: { txnFee: 0, userMergeTxnFeeTaxes: 0, discount: 20 } })).status).toBe(200);
    await restrictTo(site.id, clerk.id, ["tickets.eTicket.markup"]);
    expect((await update(token, { bookingId: own.id, fare: { discount: 30 } })).status).toBe(403);
    expect((await update(token, { bookingId: own.id, fare: { userMergeTxnFeeTaxes: 5 } })).status).toBe(200);
    expect(await storedFare(own.id)).toEqual({ txnFee: 0, userMergeTxnFeeTaxes: 500, discount: 2000 });
  });

  it("answers 404 for another site's booking and for another user's booking, and changes nothing", async () => {
    const cross = await update(w.agentToken, { bookingId: w.otherBooking.id, fare: { txnFee: 10 } });
    expect(cross.status).toBe(404);
    const stranger = await update(w.strangerToken, { bookingId: w.booking.id, fare: { discount: 1 } });
    expect(stranger.status).toBe(404);
    expect(await storedFare(w.otherBooking.id)).toBeNull();
  });

  it("answers 409 for a booking without tickets", async () => {
    const held = await insertBooking({ siteId: w.site.id, userId: w.agent.id, status: "held", statusId: 1 });
    const res = await update(w.agentToken, { bookingId: held.id, fare: { txnFee: 10 } });
    expect(res.status).toBe(409);
    expect(res.body.errorMessage).toBe("This booking has no e-ticket yet");
  });
});

describe("POST /api/eTicket/email", () => {
  const lastOutboxRow = async () => (await systemDb.select().from(emailOutbox).where(and(eq(emailOutbox.siteId, w.site.id))).orderBy(desc(emailOutbox.id)).limit(1))[0];

  it("writes the e-ticket HTML to the outbox, addressed to the caller's own email, and answers 'Email successfully sent.'", async () => {
    const res = await email(w.agentToken, { bookingId: w.booking.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, data: { message: "Email successfully sent." } });
    const row = await lastOutboxRow();
    expect(row).toMatchObject({ toAddress: w.agent.email, status: "pending", fromName: "Skyline Travels", createdByUserId: w.agent.id });
    expect(row.subject).toBe(`E-Ticket ${w.booking.pnr} - Skyline Travels`);
    const html = row.htmlBody!;
    expect(html).toContain(w.booking.pnr);
    expect(html).toContain("Mr Asha Rao");
    expect(html).toContain("312-1000000002");
    expect(html).toContain("BOM-DEL: 15 Kg + 10 Kg extra");
    expect(html).toContain("Phone: +91 22 4000 1234");
    // One PNG barcode per passenger and segment, each a cid: reference to an inline part stored with
    // the row (decision 0057: mail clients strip data: images); no other images, no scripts.
    const cids = [...html.matchAll(/<img src="cid:([^"]+)"/g)].map((m) => m[1]);
    expect(cids).toHaveLength(4);
    expect(html).not.toContain("data:");
    const parts = await systemDb.select().from(emailAttachments).where(eq(emailAttachments.emailId, row.id));
    expect(parts.filter((p) => p.contentId).map((p) => [p.contentId, p.contentType]).sort()).toEqual(cids.map((c) => [c, "image/png"]).sort());
    expect(parts.filter((p) => !p.contentId).map((p) => p.contentType)).toEqual(["application/pdf"]);
    expect(html).not.toMatch(/<script|<link|<style/i);
    expect(html).toContain("Payment details");
    expect(html).toContain("conditions of carriage");
    expect(row.textBody).toContain(`PNR: ${w.booking.pnr}`);
  });

  it("leaves the payment details out when the viewer hid the price", async () => {
    const res = await email(w.agentToken, { bookingId: w.booking.id, hidePrice: true });
    expect(res.status).toBe(200);
    const row = await lastOutboxRow();
    expect(row.htmlBody).not.toContain("Payment details");
    expect(row.htmlBody).not.toContain("₹");
  });

  it("answers 400, 401, 403 and 404 as the contract says", async () => {
    const invalid = await email(w.agentToken, { bookingId: "x", hidePrice: "no" });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.body.shortError).sort()).toEqual(["bookingId", "hidePrice"]);
    expect((await email(undefined, { bookingId: w.booking.id })).status).toBe(401);
    expect((await email(w.agentToken, { bookingId: w.otherBooking.id })).status).toBe(404);
    expect((await email(w.strangerToken, { bookingId: w.booking.id })).status).toBe(404);
    const { createTestUser, logInAs } = await import("../helpers/fixtures");
    const clerk = await createTestUser(w.site.id, { userType: "travelAgent" });
    await restrictTo(w.site.id, clerk.id, ["tickets.eTicket.view"]);
    const before = await lastOutboxRow();
    expect((await email(await logInAs(w.site.domain, clerk.email!), { bookingId: w.booking.id })).status).toBe(403);
    expect((await lastOutboxRow()).id).toBe(before.id);
  });
});

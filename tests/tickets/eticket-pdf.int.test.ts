import { asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { emailAttachments } from "@/db/schema/notifications";
import { emailOutbox } from "@/db/schema/tickets";
import { GET as pdfRoute } from "@/app/api/eTicket/pdf/route";
import { POST as emailRoute } from "@/app/api/eTicket/email/route";
import { pdfText } from "../helpers/pdf-text";
import { insertBooking } from "../helpers/ticket-fixtures";
import { createETicketWorld, insertETicketBooking, type ETicketWorld } from "./eticket-world";

/* The e-ticket as a PDF (issue 16): the download beside Print, and the attachment of every e-ticket email. */

const originalSmtp = process.env.SMTP_URL;
let w: ETicketWorld;
beforeAll(async () => {
  delete process.env.SMTP_URL;
  w = await createETicketWorld();
});
afterAll(async () => {
  if (originalSmtp !== undefined) process.env.SMTP_URL = originalSmtp;
  await closeDb();
});

const get = (token: string | undefined, query: string, host = w.site.domain) => w.as(token, host)(pdfRoute, `/api/eTicket/pdf?${query}`);
const download = (token: string, query: string) =>
  pdfRoute(new NextRequest(`http://${w.site.domain}/api/eTicket/pdf?${query}`, { headers: { host: w.site.domain, "auth-token": token } }), { params: Promise.resolve({}) });

describe("GET /api/eTicket/pdf", () => {
  it("answers the e-ticket as a PDF: PNR, flights, passengers with ticket numbers, payment details, the site's contact", async () => {
    const res = await download(w.agentToken, `bookingId=${w.booking.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="E-Ticket-${w.booking.pnr}.pdf"`);
    const text = pdfText(Buffer.from(await res.arrayBuffer()));
    expect(text).toContain("Skyline Travels");
    expect(text).toContain(`E-Ticket · PNR ${w.booking.pnr}`);
    expect(text).toContain("BOM-DEL");
    expect(text).toContain("DEL-BLR");
    expect(text).toContain("Mr Asha Rao");
    expect(text).toContain("Ticket number: 312-1000000002");
    expect(text).toContain("Payment details");
    expect(text).toContain("+91 22 4000 1234");
  }, 30_000);

  it("leaves the payment out with hp=1 and shows one passenger with pax", async () => {
    const text = pdfText(Buffer.from(await (await download(w.agentToken, `bookingId=${w.booking.id}&hp=1&pax=1`)).arrayBuffer()));
    expect(text).not.toContain("Payment details");
    expect(text).toContain("Meera Rao");
    expect(text).not.toContain("Asha Rao");
  }, 30_000);

  it("answers each validation message", async () => {
    const bad = await get(w.agentToken, "bookingId=1.5&hp=2&pax=-1");
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ bookingId: "Must be a whole number", hp: "Use 0 or 1", pax: "Must be 0 or more" });
    expect((await get(w.agentToken, "")).body.shortError).toEqual({ bookingId: "This is required field." });
  });

  it("is 401 signed out, 404 for someone else's or another site's booking or a missing passenger, 409 without tickets", async () => {
    expect((await get(undefined, `bookingId=${w.booking.id}`)).status).toBe(401);
    const theirs = await get(w.strangerToken, `bookingId=${w.booking.id}`);
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorMessage).toBe("Booking not found");
    expect((await get(w.agentToken, `bookingId=${w.otherBooking.id}`)).status).toBe(404);
    const pax = await get(w.agentToken, `bookingId=${w.booking.id}&pax=5`);
    expect(pax.status).toBe(404);
    expect(pax.body.errorMessage).toBe("Passenger not found");
    const held = await insertBooking({ siteId: w.site.id, userId: w.agent.id, status: "held", statusId: 1 });
    const conflict = await get(w.agentToken, `bookingId=${held.id}`);
    expect(conflict.status).toBe(409);
    expect(conflict.body.errorMessage).toBe("This booking has no e-ticket yet");
  });
});

describe("POST /api/eTicket/email to the passengers too", () => {
  it("sends one message to each passenger's address and one to the agent, each with the e-ticket PDF attached", async () => {
    const booking = await insertETicketBooking(w.site.id, w.agent.id);
    const passengers = (booking.passengers as Record<string, unknown>[]).map((p, i) => ({ ...p, email: i === 0 ? "asha.rao@example.test" : "Meera@Example.test" }));
    await systemDb.update(flightBookings).set({ passengers }).where(eq(flightBookings.id, booking.id));
    const before = (await systemDb.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id))).length;
    const res = await w.as(w.agentToken)(emailRoute, "/api/eTicket/email", { body: { bookingId: booking.id } });
    expect(res.status).toBe(200);
    const rows = (await systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, w.site.id)).orderBy(asc(emailOutbox.id))).slice(before);
    expect(rows.map((r) => r.toAddress)).toEqual(["asha.rao@example.test", "meera@example.test", w.agent.email]);
    for (const row of rows) {
      const [attachment] = await systemDb.select().from(emailAttachments).where(eq(emailAttachments.emailId, row.id));
      expect(attachment).toMatchObject({ filename: `E-Ticket-${booking.pnr}.pdf`, contentType: "application/pdf" });
      expect(pdfText(attachment.content as Buffer)).toContain(`E-Ticket · PNR ${booking.pnr}`);
    }
  }, 30_000);
});

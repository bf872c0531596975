import ExcelJS from "exceljs";
import { asc, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { POST as excelRoute } from "@/app/api/tickets/downloadSelectedExcel/route";
import { POST as emailRoute } from "@/app/api/tickets/emailETickets/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";
import { restrictTo } from "./eticket-world";

/* The queue's bulk actions (issue 16): Excel of the ticked bookings, and their e-tickets by email. */

beforeAll(() => {
  delete process.env.SMTP_URL; // messages stay pending in the outbox
});
afterAll(() => closeDb());

async function world() {
  const site = await createTestSite();
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const other = await createTestUser(site.id, { userType: "retail" });
  const [agentToken, staffToken, otherToken] = await Promise.all([agent, staff, other].map((u) => logInAs(site.domain, u.email!)));
  const a = await insertBooking({ siteId: site.id, userId: agent.id, pnr: "SEL111", createdAt: new Date(Date.UTC(2026, 10, 1)), passengers: [{ firstName: "Asha", lastName: "Rao", ticketNumber: "312-1000000001", email: "asha.rao@example.test" }] });
  const b = await insertBooking({ siteId: site.id, userId: agent.id, pnr: "SEL222", createdAt: new Date(Date.UTC(2026, 10, 2)), passengers: [{ firstName: "Ravi", lastName: "Kumar", ticketNumber: "098-2000000002", email: "ravi@example.test" }, { firstName: "Meera", lastName: "Kumar", ticketNumber: "098-2000000003" }] });
  const c = await insertBooking({ siteId: site.id, userId: agent.id, pnr: "SEL333" });
  const held = await insertBooking({ siteId: site.id, userId: agent.id, pnr: "HLD444", status: "held", statusId: 1, passengers: [{ firstName: "Hema", lastName: "Das", email: "hema@example.test" }] });
  const others = await insertBooking({ siteId: site.id, userId: other.id, pnr: "OTH555" });
  return { site, agent, staff, other, agentToken, staffToken, otherToken, a, b, c, held, others };
}

const download = (domain: string, token: string, bookingIds: number[]) =>
  excelRoute(new NextRequest(`http://${domain}/api/tickets/downloadSelectedExcel`, { method: "POST", body: JSON.stringify({ bookingIds }), headers: { host: domain, "content-type": "application/json", "auth-token": token } }), { params: Promise.resolve({}) });

async function readPnrs(res: Response) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const sheet = workbook.getWorksheet("Air Ticket Queue")!;
  const header = sheet.getRow(1).values as unknown[];
  const column = header.indexOf("PNR");
  return Array.from({ length: sheet.rowCount - 1 }, (_, i) => sheet.getRow(i + 2).getCell(column).value);
}

describe("POST /api/tickets/downloadSelectedExcel", () => {
  it("answers the ticked bookings only, newest first, as flight-ticket-queue.xlsx (an agent may download)", async () => {
    const w = await world();
    const res = await download(w.site.domain, w.agentToken, [w.a.id, w.b.id]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain("flight-ticket-queue.xlsx");
    expect(await readPnrs(res)).toEqual(["SEL222", "SEL111"]);
  });

  it("lets staff who see every customer download anyone's booking", async () => {
    const w = await world();
    const res = await download(w.site.domain, w.staffToken, [w.others.id, w.a.id]);
    expect(res.status).toBe(200);
    expect(await readPnrs(res)).toEqual(expect.arrayContaining(["OTH555", "SEL111"]));
  });

  it("answers each validation message", async () => {
    const w = await world();
    const post = (body: unknown) => call(excelRoute, "/api/tickets/downloadSelectedExcel", { host: w.site.domain, token: w.agentToken, body });
    expect((await post({ bookingIds: [] })).body.shortError).toEqual({ bookingIds: "Select at least one booking" });
    expect((await post({})).body.shortError).toEqual({ bookingIds: "Select at least one booking" });
    expect((await post({ bookingIds: Array.from({ length: 101 }, (_, i) => i + 1) })).body.shortError).toEqual({ bookingIds: "Select at most 100 bookings" });
    const bad = await post({ bookingIds: [0] });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ "bookingIds.0": "Must be a positive whole number" });
  });

  it("is 401 signed out, 404 for someone else's booking and for another site's", async () => {
    const w = await world();
    const there = await world();
    expect((await call(excelRoute, "/api/tickets/downloadSelectedExcel", { host: w.site.domain, body: { bookingIds: [w.a.id] } })).status).toBe(401);
    const mine = await call(excelRoute, "/api/tickets/downloadSelectedExcel", { host: w.site.domain, token: w.agentToken, body: { bookingIds: [w.a.id, w.others.id] } });
    expect(mine.status).toBe(404);
    expect(mine.body.errorMessage).toBe("Booking not found");
    expect((await call(excelRoute, "/api/tickets/downloadSelectedExcel", { host: w.site.domain, token: w.staffToken, body: { bookingIds: [there.a.id] } })).status).toBe(404);
  });
});

describe("POST /api/tickets/emailETickets", () => {
  const outbox = async (siteId: number) => systemDb.select().from(emailOutbox).where(eq(emailOutbox.siteId, siteId)).orderBy(asc(emailOutbox.id));

  it("emails each ticketed booking's e-ticket to its passengers and the agent, skipping a held one", async () => {
    const w = await world();
    const res = await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, token: w.agentToken, body: { bookingIds: [w.a.id, w.b.id, w.held.id] } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: "Email successfully sent.", sent: 2, skipped: [w.held.id] });
    const rows = await outbox(w.site.id);
    const sent = rows.map((r) => `${r.subject} > ${r.toAddress}`).sort();
    expect(sent).toEqual(
      [`E-Ticket SEL111 - ${w.site.companyName} > asha.rao@example.test`, `E-Ticket SEL111 - ${w.site.companyName} > ${w.agent.email}`, `E-Ticket SEL222 - ${w.site.companyName} > ravi@example.test`, `E-Ticket SEL222 - ${w.site.companyName} > ${w.agent.email}`].sort(),
    );
    expect(rows.every((r) => r.status === "pending" && r.createdByUserId === w.agent.id)).toBe(true);
    expect(rows.find((r) => r.toAddress === "ravi@example.test")!.htmlBody).toContain("Meera Kumar");
  });

  it("says so when none of the selection has an e-ticket", async () => {
    const w = await world();
    const res = await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, token: w.agentToken, body: { bookingIds: [w.held.id] } });
    expect(res.body.data).toEqual({ message: "None of the selected bookings has an e-ticket.", sent: 0, skipped: [w.held.id] });
    expect(await outbox(w.site.id)).toHaveLength(0);
  });

  it("answers the validation message", async () => {
    const w = await world();
    const res = await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, token: w.agentToken, body: { bookingIds: [] } });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ bookingIds: "Select at least one booking" });
  });

  it("is 401 signed out, 403 without tickets.eTicket.email, 404 for someone else's or another site's booking", async () => {
    const w = await world();
    const there = await world();
    expect((await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, body: { bookingIds: [w.a.id] } })).status).toBe(401);
    const theirs = await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, token: w.agentToken, body: { bookingIds: [w.others.id] } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorMessage).toBe("Booking not found");
    expect((await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, token: w.staffToken, body: { bookingIds: [there.a.id] } })).status).toBe(404);
    await restrictTo(w.site.id, w.agent.id, ["tickets.queue.view"]);
    const denied = await call(emailRoute, "/api/tickets/emailETickets", { host: w.site.domain, token: await logInAs(w.site.domain, w.agent.email!), body: { bookingIds: [w.a.id] } });
    expect(denied.status).toBe(403);
    expect(await outbox(w.site.id)).toHaveLength(0);
  });
});

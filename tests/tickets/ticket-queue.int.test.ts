import ExcelJS from "exceljs";
import { eq, inArray } from "drizzle-orm";
import * as XLSX from "xlsx";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { legalEntities, users } from "@/db/schema/users";
import { POST as ticketsRoute } from "@/app/api/getTickets/route";
import { POST as bookedRoute } from "@/app/api/getBookedFlights/route";
import { POST as detailRoute } from "@/app/api/ticketDetail/getTicketDetail/route";
import { POST as excelRoute } from "@/app/api/tickets/downloadExcel/route";
import { parseETicketSlug } from "@/lib/eticket-slug";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

afterAll(() => closeDb());

async function world() {
  const site = await createTestSite();
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const staff = await createTestUser(site.id, { userType: "staff" });
  const other = await createTestUser(site.id, { userType: "retail" });
  const [agentToken, staffToken, otherToken] = await Promise.all([agent, staff, other].map((u) => logInAs(site.domain, u.email!)));
  const day = (n: number) => new Date(Date.UTC(2026, 10, n, 9));
  const rows = {
    a: await insertBooking({ siteId: site.id, userId: agent.id, pnr: "AAA111", airlineCode: "6E", travelDate: "2026-12-05", createdAt: day(1), passengers: [{ firstName: "Asha", lastName: "Rao", ticketNumber: "312-1000000001" }] }),
    b: await insertBooking({ siteId: site.id, userId: agent.id, pnr: "BBB222", airlineCode: "AI", travelDate: "2026-12-01", createdAt: day(3), isDomestic: false, destination: "DXB", passengers: [{ firstName: "Ravi", lastName: "Kumar", ticketNumber: "098-2000000002" }, { firstName: "Meera", lastName: "Kumar", ticketNumber: "098-2000000003" }] }),
    c: await insertBooking({ siteId: site.id, userId: agent.id, pnr: "CCC333", airlineCode: "6E", travelDate: "2026-12-10", createdAt: day(2), status: "cancelled", statusId: 4 }),
    d: await insertBooking({ siteId: site.id, userId: agent.id, pnr: "DDD444", airlineCode: "UK", travelDate: "2026-12-08", createdAt: day(4), status: "changeRequested", statusId: 7, changeRequestStatusText: "Pending" }),
    held: await insertBooking({ siteId: site.id, userId: agent.id, pnr: "HHH555", status: "held", statusId: 1, createdAt: day(5) }),
    others: await insertBooking({ siteId: site.id, userId: other.id, pnr: "OOO666", createdAt: day(6) }),
  };
  const post = (route: Parameters<typeof call>[0], path: string, body: unknown, token: string | undefined = agentToken) => call(route, path, { host: site.domain, token, body });
  const pnrs = async (body: Record<string, unknown>, token?: string) => {
    const res = await post(ticketsRoute, "/api/getTickets", body, token);
    expect(res.status).toBe(200);
    return (res.body.data.records as { pnr: string }[]).map((r) => r.pnr);
  };
  return { site, agent, staff, other, agentToken, staffToken, otherToken, rows, post, pnrs };
}

describe("POST /api/getTickets", () => {
  it("shows the agent's own tickets, newest booking first, as booking cards", async () => {
    const w = await world();
    const res = await w.post(ticketsRoute, "/api/getTickets", {});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 4, totalPages: 1, page: 1 });
    const cards = res.body.data.records;
    expect(cards.map((c: { pnr: string }) => c.pnr)).toEqual(["DDD444", "BBB222", "CCC333", "AAA111"]);
    const b = cards[1];
    expect(b).toMatchObject({ bookingId: w.rows.b.id, travelDate: "2026-12-01", price: 5000, airlineCode: "AI", sectors: ["BOM-DXB"], status: "Ticketed", statusId: 3, creator: null, isDomestic: false });
    expect(b.passengers.map((p: { ticketNumber: string }) => p.ticketNumber)).toEqual(["098-2000000002", "098-2000000003"]);
    expect(parseETicketSlug(b.eTicketSlug)).toEqual({ bookingId: w.rows.b.id, pnr: "BBB222" });
    expect(cards[2].status).toBe("Cancelled");
    expect(cards[0].status).toBe("Change request");
  });

  it("applies each filter and sort", async () => {
    const w = await world();
    expect(await w.pnrs({ sortBy: "BA" })).toEqual(["AAA111", "CCC333", "BBB222", "DDD444"]);
    expect(await w.pnrs({ sortBy: "TD" })).toEqual(["CCC333", "DDD444", "AAA111", "BBB222"]);
    expect(await w.pnrs({ sortBy: "TA" })).toEqual(["BBB222", "AAA111", "DDD444", "CCC333"]);
    expect(await w.pnrs({ isInternational: true })).toEqual(["BBB222"]);
    expect(await w.pnrs({ isDomestic: true })).toEqual(["DDD444", "CCC333", "AAA111"]);
    expect(await w.pnrs({ isDomestic: true, isInternational: true })).toHaveLength(4);
    expect(await w.pnrs({ pnrOrTicketNumber: "ccc333" })).toEqual(["CCC333"]);
    expect(await w.pnrs({ pnrOrTicketNumber: "098-2000000003" })).toEqual(["BBB222"]);
    expect(await w.pnrs({ airlineCode: "6e" })).toEqual(["CCC333", "AAA111"]);
    expect(await w.pnrs({ passengerName: "meera" })).toEqual(["BBB222"]);
    expect(await w.pnrs({ passengerName: "100%" })).toEqual([]);
    expect(await w.pnrs({ bookingDateFrom: "2026-11-02", bookingDateTo: "2026-11-03" })).toEqual(["BBB222", "CCC333"]);
    expect(await w.pnrs({ travelDateFrom: "2026-12-05", travelDateTo: "2026-12-08" })).toEqual(["DDD444", "AAA111"]);
    expect(await w.pnrs({ queue: "changeRequests" })).toEqual(["DDD444"]);
    const paged = await w.post(ticketsRoute, "/api/getTickets", { pageSize: 3, page: 2 });
    expect(paged.body.data).toMatchObject({ totalRecords: 4, totalPages: 2, page: 2, isTotalCapped: false });
    expect(paged.body.data.records.map((r: { pnr: string }) => r.pnr)).toEqual(["AAA111"]);
  });

  it("answers 400 with field messages for bad filters", async () => {
    const w = await world();
    const res = await w.post(ticketsRoute, "/api/getTickets", { sortBy: "XX", bookingDateFrom: "2026-13-01", airlineCode: "INDIGO" });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({ bookingDateFrom: "Use the date format YYYY-MM-DD", airlineCode: "Use the 2-character airline code" });
    expect(res.body.shortError).toHaveProperty("sortBy");
    const range = await w.post(ticketsRoute, "/api/getTickets", { travelDateFrom: "2026-12-10", travelDateTo: "2026-12-01" });
    expect(range.body.shortError).toEqual({ travelDateTo: "Must be on or after the from date" });
  });

  it("staff see the site's bookings with their creator and can narrow to one creator; other sites see nothing", async () => {
    const w = await world();
    const all = await w.post(ticketsRoute, "/api/getTickets", {}, w.staffToken);
    expect(all.body.data.totalRecords).toBe(5);
    expect(all.body.data.records[0]).toMatchObject({ pnr: "OOO666", creator: { id: w.other.id } });
    expect(await w.pnrs({ userId: w.other.id }, w.staffToken)).toEqual(["OOO666"]);
    expect(await w.pnrs({}, w.otherToken)).toEqual(["OOO666"]);
    // userId is ignored for non-staff: an agent cannot widen their view.
    expect(await w.pnrs({ userId: w.other.id })).toHaveLength(4);
    const site2 = await createTestSite();
    const staff2 = await createTestUser(site2.id, { userType: "staff" });
    const res = await call(ticketsRoute, "/api/getTickets", { host: site2.domain, token: await logInAs(site2.domain, staff2.email!), body: {} });
    expect(res.body.data.totalRecords).toBe(0);
    expect((await call(ticketsRoute, "/api/getTickets", { host: w.site.domain, body: {} })).status).toBe(401);
  });

  it("business users see their company's bookings", async () => {
    const site = await createTestSite();
    const [company] = await systemDb.insert(legalEntities).values({ siteId: site.id, companyName: "Shared Co" }).returning();
    const a = await createTestUser(site.id, { userType: "travelAgent" });
    const b = await createTestUser(site.id, { userType: "travelAgent" });
    await systemDb.update(users).set({ legalEntityId: company.id }).where(inArray(users.id, [a.id, b.id]));
    await insertBooking({ siteId: site.id, userId: a.id, legalEntityId: company.id, pnr: "COMP01" });
    const res = await call(ticketsRoute, "/api/getTickets", { host: site.domain, token: await logInAs(site.domain, b.email!), body: {} });
    expect(res.body.data.records.map((r: { pnr: string }) => r.pnr)).toEqual(["COMP01"]);
  });
});

describe("POST /api/getBookedFlights and ticketDetail", () => {
  it("lists held bookings only; ticket detail is 404 for someone else's booking", async () => {
    const w = await world();
    const held = await w.post(bookedRoute, "/api/getBookedFlights", {});
    expect(held.body.data.records.map((r: { pnr: string; status: string }) => [r.pnr, r.status])).toEqual([["HHH555", "Held"]]);
    expect((await w.post(detailRoute, "/api/ticketDetail/getTicketDetail", { bookingId: w.rows.others.id })).status).toBe(404);
    expect((await w.post(detailRoute, "/api/ticketDetail/getTicketDetail", {})).status).toBe(400);
  });
});

describe("POST /api/tickets/downloadExcel", () => {
  it("streams flight-ticket-queue.xlsx with the filtered rows for staff; agents get 403", async () => {
    const w = await world();
    const download = (token: string) =>
      excelRoute(new NextRequest(`http://${w.site.domain}/api/tickets/downloadExcel`, { method: "POST", body: JSON.stringify({ airlineCode: "6E" }), headers: { host: w.site.domain, "content-type": "application/json", "auth-token": token } }), { params: Promise.resolve({}) });
    const res = await download(w.staffToken);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="flight-ticket-queue.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet("Air Ticket Queue")!;
    const pnrColumn = (sheet.getRow(1).values as unknown[]).indexOf("PNR");
    const pnrs = [];
    for (let r = 2; r <= sheet.rowCount; r++) pnrs.push(sheet.getRow(r).getCell(pnrColumn).value);
    expect(pnrs).toEqual(["OOO666", "CCC333", "AAA111"]);
    expect((await download(w.agentToken)).status).toBe(403);
  });

  it("types its cells, as a second reader (SheetJS) sees them: dates as date serials in the site's zone (named in the header), prices as currency numbers, PNRs and ticket numbers as text", async () => {
    const site = await createTestSite();
    const staff = await createTestUser(site.id, { userType: "staff" });
    const token = await logInAs(site.domain, staff.email!);
    // 20:30 UTC on 1 Nov is 02:00 on 2 Nov in Asia/Kolkata (the site's zone): the sheet shows the Indian wall clock.
    const inr = await insertBooking({ siteId: site.id, userId: staff.id, pnr: "012345", travelDate: "2026-12-05", createdAt: new Date("2026-11-01T20:30:00Z"), amount: 1_234_550, passengers: [{ firstName: "Asha", lastName: "Rao", ticketNumber: "0981234567890" }] });
    const usd = await insertBooking({ siteId: site.id, userId: staff.id, pnr: "USD777", travelDate: "2026-12-06", createdAt: new Date("2026-11-01T10:00:00Z"), amount: 99_900 });
    await systemDb.update(flightBookings).set({ currency: "USD" }).where(eq(flightBookings.id, usd.id));
    const res = await excelRoute(
      new NextRequest(`http://${site.domain}/api/tickets/downloadExcel`, { method: "POST", body: JSON.stringify({ sortBy: "BD" }), headers: { host: site.domain, "content-type": "application/json", "auth-token": token } }),
      { params: Promise.resolve({}) },
    );
    expect(res.status).toBe(200);
    const book = XLSX.read(Buffer.from(await res.arrayBuffer()), { cellDates: false, cellNF: true });
    const sheet = book.Sheets["Air Ticket Queue"];
    const header = XLSX.utils.sheet_to_json<string[]>(sheet, { header: 1 })[0];
    expect(header).toContain("Booking Date (Asia/Kolkata)");
    const cell = (row: number, name: string) => sheet[XLSX.utils.encode_cell({ r: row, c: header.indexOf(name) })] as XLSX.CellObject;
    const serial = (y: number, m: number, d: number, h = 0, min = 0) => (Date.UTC(y, m - 1, d, h, min) - Date.UTC(1899, 11, 30)) / 86_400_000;

    const booked = cell(1, "Booking Date (Asia/Kolkata)");
    expect(booked.t).toBe("n");
    expect(booked.v as number).toBeCloseTo(serial(2026, 11, 2, 2, 0), 8);
    expect(XLSX.SSF.is_date(booked.z as string)).toBe(true);
    expect(XLSX.SSF.format(booked.z as string, booked.v as number)).toBe("2026-11-02 02:00:00");
    const travel = cell(1, "Travel Date");
    expect([travel.t, travel.v, XLSX.SSF.is_date(travel.z as string)]).toEqual(["n", serial(2026, 12, 5), true]);

    const price = cell(1, "Price");
    expect([price.t, price.v]).toEqual(["n", 12345.5]);
    expect(XLSX.SSF.is_date(price.z as string)).toBe(false);
    expect(XLSX.SSF.format(price.z as string, 12345.5)).toBe("₹12,345.50");
    const dollars = cell(2, "Price");
    expect([dollars.t, dollars.v, XLSX.SSF.format(dollars.z as string, 999)]).toEqual(["n", 999, "$999.00"]);

    // Leading zeros kept: text cells, never numbers.
    expect([cell(1, "PNR").t, cell(1, "PNR").v]).toEqual(["s", "012345"]);
    expect([cell(1, "Ticket Numbers").t, cell(1, "Ticket Numbers").v]).toEqual(["s", "0981234567890"]);
    expect([cell(1, "Booking ID").t, cell(1, "Booking ID").v]).toEqual(["n", inr.id]);
  });
});

describe("counting a large queue", () => {
  it("counts exactly up to 10,000 and reports a capped total beyond", async () => {
    const site = await createTestSite();
    const staff = await createTestUser(site.id, { userType: "staff" });
    const token = await logInAs(site.domain, staff.email!);
    await insertBooking({ siteId: site.id, userId: staff.id, pnr: "SEED01" });
    const { getPool } = await import("@/db/client");
    // 10,000 more copies of that booking (orders first: each booking needs its own order).
    await getPool().query(
      `with o as (insert into flight_orders (id, site_id, user_id, search_id, result_indexes, selection, amount, currency, status, expires_at)
         select gen_random_uuid(), site_id, user_id, search_id, result_indexes, selection, amount, currency, status, expires_at from flight_orders, generate_series(1, 10000) where site_id = $1 returning id)
       insert into flight_bookings (site_id, order_id, user_id, status, status_id, supplier_id, source, trace_id, result_index, supplier_result_index, pnr, is_lcc, is_domestic, airline_code, origin, destination, travel_date, passengers, result, segments, fare_amount, amount, currency)
         select b.site_id, o.id, b.user_id, b.status, b.status_id, b.supplier_id, b.source, b.trace_id, b.result_index, b.supplier_result_index, b.pnr, b.is_lcc, b.is_domestic, b.airline_code, b.origin, b.destination, b.travel_date, b.passengers, b.result, b.segments, b.fare_amount, b.amount, b.currency
         from o, flight_bookings b where b.site_id = $1`,
      [site.id],
    );
    const res = await call(ticketsRoute, "/api/getTickets", { host: site.domain, token, body: { pageSize: 100 } });
    expect(res.body.data).toMatchObject({ totalRecords: 10_000, totalPages: 100, isTotalCapped: true });
    const narrow = await call(ticketsRoute, "/api/getTickets", { host: site.domain, token, body: { pnrOrTicketNumber: "NOPE01" } });
    expect(narrow.body.data).toMatchObject({ totalRecords: 0, totalPages: 0, isTotalCapped: false });
  });
});

describe("queue permissions and sites", () => {
  it("needs tickets.queue.view (403) and hides another site's booking from ticket detail (404)", async () => {
    const w = await world();
    const { restrictTo } = await import("./eticket-world");
    const clerk = await createTestUser(w.site.id, { userType: "travelAgent" });
    await restrictTo(w.site.id, clerk.id, ["flights.search.search"]);
    const clerkToken = await logInAs(w.site.domain, clerk.email!);
    expect((await w.post(ticketsRoute, "/api/getTickets", {}, clerkToken)).status).toBe(403);
    expect((await w.post(bookedRoute, "/api/getBookedFlights", {}, clerkToken)).status).toBe(403);
    expect((await w.post(detailRoute, "/api/ticketDetail/getTicketDetail", { bookingId: w.rows.a.id }, clerkToken)).status).toBe(403);
    const site2 = await createTestSite();
    const staff2 = await createTestUser(site2.id, { userType: "staff" });
    const res = await call(detailRoute, "/api/ticketDetail/getTicketDetail", { host: site2.domain, token: await logInAs(site2.domain, staff2.email!), body: { bookingId: w.rows.a.id } });
    expect(res.status).toBe(404);
    const own = await w.post(detailRoute, "/api/ticketDetail/getTicketDetail", { bookingId: w.rows.a.id });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({ bookingId: w.rows.a.id, pnr: "AAA111", statusId: 3 });
  });
});

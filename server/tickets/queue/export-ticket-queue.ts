import "server-only";
import ExcelJS from "exceljs";
import { and, eq, sql } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import { TICKET_EXCEL_FILE_NAME } from "@/lib/constants";
import type { TTicketFilters, TTicketSelection } from "@/lib/contracts/tickets";
import { siteTimeZone } from "@/lib/dates";
import type { UserContext } from "@/server/http/context";
import { calendarDateCell, currencyFormat, DATE_FORMAT, DATE_TIME_FORMAT, siteWallClock, TEXT_FORMAT } from "@/server/reports/xlsx-cells";
import { xlsxResponse, type XlsxRow } from "@/server/reports/xlsx-response";
import { selectedBookingRows } from "./selected-bookings";
import { ticketColumns, ticketConditions, ticketOrder, visibilityOf } from "./ticket-query";
import { toTicketCard, type TicketRow } from "./to-ticket-card";

const BATCH = 1000;

const text = { numFmt: TEXT_FORMAT };

/**
 * The sheet's columns (decision 0057): the booking date is a date cell in the site's zone, named in
 * its header; the travel date a calendar date; PNR and ticket numbers text; the price a number in
 * its row's currency format.
 */
const columnsFor = (zone: string): Partial<ExcelJS.Column>[] => [
  { header: "Booking ID", key: "bookingId", width: 12 },
  { header: `Booking Date (${siteTimeZone(zone)})`, key: "bookingDate", width: 20, style: { numFmt: DATE_TIME_FORMAT } },
  { header: "Travel Date", key: "travelDate", width: 12, style: { numFmt: DATE_FORMAT } },
  { header: "PNR", key: "pnr", width: 10, style: text },
  { header: "Airline", key: "airline", width: 22 },
  { header: "Sectors", key: "sectors", width: 24 },
  { header: "Passengers", key: "passengers", width: 40 },
  { header: "Ticket Numbers", key: "ticketNumbers", width: 36, style: text },
  { header: "Status", key: "status", width: 16 },
  { header: "Created By", key: "creator", width: 24 },
  { header: "Price", key: "price", width: 14 },
  { header: "Currency", key: "currency", width: 9, style: text },
];

/**
 * Every booking matching the filters, in the queue's order, read in batches of 1,000 by keyset on
 * (sort column, id), the sort column compared as PostgreSQL's own text of it (no precision lost),
 * and written row by row with exceljs's streaming writer: memory stays flat however many rows match.
 */
async function* batches(ctx: UserContext, filters: TTicketFilters) {
  const visibility = await visibilityOf(ctx);
  const base = ticketConditions(ctx, filters.queue, filters, visibility);
  const column = filters.sortBy === "TD" || filters.sortBy === "TA" ? flightBookings.travelDate : flightBookings.createdAt;
  const cast = column === flightBookings.travelDate ? sql.raw("date") : sql.raw("timestamptz");
  const comparator = sql.raw(filters.sortBy === "BA" || filters.sortBy === "TA" ? ">" : "<");
  let last: { key: string; id: number } | null = null;
  for (;;) {
    const keyset = last ? sql`(${column}, ${flightBookings.id}) ${comparator} (${last.key}::${cast}, ${last.id})` : undefined;
    const rows: (TicketRow & { sortKey: string })[] = await ctx.db.db
      .select({ ...ticketColumns, sortKey: sql<string>`${column}::text` })
      .from(flightBookings)
      .leftJoin(users, eq(users.id, flightBookings.userId))
      .where(and(base, keyset))
      .orderBy(...ticketOrder(filters.sortBy))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield rows.map((row) => toTicketCard(row, "full"));
    const tail = rows[rows.length - 1];
    last = { key: tail.sortKey, id: tail.id };
    if (rows.length < BATCH) return;
  }
}

/** POST /api/tickets/downloadExcel: streams flight-ticket-queue.xlsx for the current filters. */
export async function exportTicketQueue(ctx: UserContext, filters: TTicketFilters): Promise<Response> {
  const toRow = (c: ReturnType<typeof toTicketCard>) => toExcelRow(ctx, c);
  async function* rows() {
    for await (const cards of batches(ctx, filters)) yield cards.map(toRow);
  }
  return xlsxResponse({ fileName: TICKET_EXCEL_FILE_NAME, sheetName: "Air Ticket Queue", columns: columnsFor(ctx.site.timezone), batches: rows(), log: ctx.log });
}

/** POST /api/tickets/downloadSelectedExcel: the same file with the queue's ticked bookings. */
export async function exportSelectedTickets(ctx: UserContext, input: TTicketSelection): Promise<Response> {
  const { rows } = await selectedBookingRows(ctx, input.bookingIds);
  async function* one() {
    yield rows.map((row) => toExcelRow(ctx, toTicketCard(row, "full")));
  }
  return xlsxResponse({ fileName: TICKET_EXCEL_FILE_NAME, sheetName: "Air Ticket Queue", columns: columnsFor(ctx.site.timezone), batches: one(), log: ctx.log });
}

function toExcelRow(ctx: UserContext, c: ReturnType<typeof toTicketCard>): XlsxRow {
  return {
    bookingId: c.bookingId,
    bookingDate: siteWallClock(c.bookingDate, ctx.site.timezone),
    travelDate: calendarDateCell(c.travelDate) ?? c.travelDate,
    pnr: c.pnr ?? "",
    airline: `${c.airlineName} (${c.airlineCode})`,
    sectors: c.sectors.join(", "),
    passengers: c.passengers.map((p) => p.name).join(", "),
    ticketNumbers: c.passengers.map((p) => p.ticketNumber ?? "").filter(Boolean).join(", "),
    status: c.status,
    creator: c.creator?.name ?? "",
    price: { value: c.price, numFmt: currencyFormat(c.currency) },
    currency: c.currency,
  };
}

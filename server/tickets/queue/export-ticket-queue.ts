import "server-only";
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { and, eq, sql } from "drizzle-orm";
import { flightBookings } from "@/db/schema/bookings";
import { users } from "@/db/schema/users";
import { TICKET_EXCEL_FILE_NAME } from "@/lib/constants";
import type { TTicketFilters } from "@/lib/contracts/tickets";
import { formatSiteTimestamp } from "@/lib/dates";
import type { UserContext } from "@/server/http/context";
import { ticketColumns, ticketConditions, ticketOrder, visibilityOf } from "./ticket-query";
import { toTicketCard, type TicketRow } from "./to-ticket-card";

const BATCH = 1000;

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: "Booking ID", key: "bookingId", width: 12 },
  { header: "Booking Date", key: "bookingDate", width: 20 },
  { header: "Travel Date", key: "travelDate", width: 12 },
  { header: "PNR", key: "pnr", width: 10 },
  { header: "Airline", key: "airline", width: 22 },
  { header: "Sectors", key: "sectors", width: 24 },
  { header: "Passengers", key: "passengers", width: 40 },
  { header: "Ticket Numbers", key: "ticketNumbers", width: 36 },
  { header: "Status", key: "status", width: 16 },
  { header: "Created By", key: "creator", width: 24 },
  { header: "Price", key: "price", width: 14, style: { numFmt: "0.00" } },
  { header: "Currency", key: "currency", width: 9 },
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
  // The first batch is read before the 200 goes out: a query that fails answers an error envelope, not a cut-off file.
  const source = batches(ctx, filters);
  const first = await source.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Air Ticket Queue");
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  const writeCards = (cards: ReturnType<typeof toTicketCard>[]) => {
    for (const c of cards) {
      sheet
        .addRow({
          bookingId: c.bookingId,
          bookingDate: formatSiteTimestamp(c.bookingDate, ctx.site.timezone),
          travelDate: c.travelDate,
          pnr: c.pnr ?? "",
          airline: `${c.airlineName} (${c.airlineCode})`,
          sectors: c.sectors.join(", "),
          passengers: c.passengers.map((p) => p.name).join(", "),
          ticketNumbers: c.passengers.map((p) => p.ticketNumber ?? "").filter(Boolean).join(", "),
          status: c.status,
          creator: c.creator?.name ?? "",
          price: c.price,
          currency: c.currency,
        })
        .commit();
    }
  };
  const write = async () => {
    if (!first.done) writeCards(first.value);
    for (let next = await source.next(); !next.done; next = await source.next()) writeCards(next.value);
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => {
    ctx.log.error({ err: error }, "ticket queue export failed");
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(out) as ReadableStream, {
    headers: {
      "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "content-disposition": `attachment; filename="${TICKET_EXCEL_FILE_NAME}"`,
      "cache-control": "no-store",
    },
  });
}

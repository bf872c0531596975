import ExcelJS from "exceljs";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { ledgerEntries } from "@/db/schema/wallet";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as ssrRoute } from "@/app/api/getSSR/route";
import { POST as ticketsRoute } from "@/app/api/getTickets/route";
import { POST as detailRoute } from "@/app/api/ticketDetail/getTicketDetail/route";
import { POST as excelRoute } from "@/app/api/tickets/downloadExcel/route";
import { toETicketSlug } from "@/lib/eticket-slug";
import { toMinorUnits } from "@/lib/money";
import type { SiteRecord } from "@/server/sites/find-site";
import { getETicketPage } from "@/server/tickets/eticket/get-eticket-page";
import { verifySessionToken } from "@/server/auth/session";
import { adult, createBookingWorld } from "../helpers/booking-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { call } from "../helpers/http";

afterAll(() => closeDb());

type Fare = Record<string, number>;
const paise = (major: number) => toMinorUnits(major);

/** Base + taxes + service fee and its GST - discount + fees + extras, as the Summary adds its lines (paise). */
const sumOfLines = (f: Fare) => paise(f.baseFare) + paise(f.tax) + paise(f.otherCharges) + paise(f.markup) + paise(f.gstOnMarkup) - paise(f.discount) + paise(f.txnFee) + paise(f.baggageMealCharges);

/** An LCC booking with 10 Kg of paid baggage and a meal, paid from the agent's wallet. */
async function bookedWithExtras() {
  const w = await createBookingWorld();
  const lcc = w.results.find((r) => r.isLcc)!;
  const orderId = await w.order(lcc.resultIndex);
  const ssr = await call(ssrRoute, "/api/getSSR", w.opts({ searchId: w.searchId, resultIndex: lcc.resultIndex }));
  const bag = ssr.body.data.baggage[0].find((b: { code: string }) => b.code === "XBPC");
  const meal = ssr.body.data.meals[0].find((m: { code: string }) => m.code === "VBIR");
  const v = await w.validate({ orderId, passengers: [adult()], ssr: [{ baggage: [bag.code], meals: [meal.code] }] });
  expect(v.status).toBe(200);
  const paid = await w.pay({ orderId });
  expect(paid.body.data.status).toBe("ticketed");
  const bookingId = v.body.data.bookingId as number;
  const [debit] = await systemDb.select().from(ledgerEntries).where(and(eq(ledgerEntries.walletId, w.wallet.id), eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.kind, "bookingDebit")));
  return { w, bookingId, bag, meal, debited: -debit.amount, validated: v.body.data };
}

describe("a sale's totals with paid baggage and a meal", () => {
  it("agree everywhere: the API's totals, the Summary's lines, the queue row, the Excel row and the e-ticket", async () => {
    const { w, bookingId, bag, meal, debited, validated } = await bookedWithExtras();
    const extras = paise(bag.price) + paise(meal.price);
    expect(paise(validated.amount)).toBe(debited);
    expect(paise(validated.ssrAmount)).toBe(extras);

    for (const [route, path] of [
      [detailsRoute, "/api/getBookingDetails"],
      [detailRoute, "/api/ticketDetail/getTicketDetail"],
    ] as const) {
      const res = await call(route, path, w.opts({ bookingId }));
      expect(res.status).toBe(200);
      const fare = res.body.data.fare as Fare;
      expect(paise(fare.baggageMealCharges)).toBe(extras);
      expect(paise(fare.totalPayable)).toBe(debited);
      expect(paise(fare.totalPayableAmt)).toBe(debited);
      expect(paise(fare.roundedTotalFare)).toBe(Math.round(debited / 100) * 100);
      expect(sumOfLines(fare)).toBe(debited);
      expect(paise(res.body.data.transactionDetails.amount)).toBe(debited);
      // The meal bought is on the booking.
      expect(res.body.data.meals).toEqual([expect.objectContaining({ description: meal.description, price: meal.price })]);
    }

    const queue = await call(ticketsRoute, "/api/getTickets", w.opts({}));
    const row = queue.body.data.records.find((r: { bookingId: number }) => r.bookingId === bookingId);
    expect(paise(row.price)).toBe(debited);

    const staff = await createTestUser(w.site.id, { userType: "staff" });
    const staffToken = await logInAs(w.site.domain, staff.email!);
    const res = await excelRoute(
      new NextRequest(`http://${w.site.domain}/api/tickets/downloadExcel`, { method: "POST", body: "{}", headers: { host: w.site.domain, "content-type": "application/json", "auth-token": staffToken } }),
      { params: Promise.resolve({}) },
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const sheet = workbook.getWorksheet("Air Ticket Queue")!;
    const header = sheet.getRow(1).values as unknown[];
    const excelRow = sheet.getRow(2);
    expect(excelRow.getCell(header.indexOf("Booking ID")).value).toBe(bookingId);
    expect(paise(Number(excelRow.getCell(header.indexOf("Price")).value))).toBe(debited);

    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }));
    const page = await getETicketPage({ site: w.site as SiteRecord, principal: (await verifySessionToken(w.token))!, ip: "10.9.9.9", slug: toETicketSlug(bookingId, details.body.data.pnr), query: {} });
    if (page.kind !== "ok") throw new Error(page.kind);
    expect(page.view.passengers[0].meals).toEqual([{ sector: `${bag.origin}-${bag.destination}`, description: meal.description }]);
    expect(page.view.passengers[0].baggage[0].allowance).toMatch(/\+ 10 Kg extra$/);
    expect(paise(page.view.payment!.total)).toBe(debited);
    expect(paise(page.view.payment!.baseFare) + paise(page.view.payment!.taxes) + paise(page.view.payment!.extras)).toBe(debited);
  });
});

import ExcelJS from "exceljs";
import * as XLSX from "xlsx";
import { and, eq } from "drizzle-orm";
import { NextRequest } from "next/server";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { legalEntities } from "@/db/schema/users";
import { wallets } from "@/db/schema/wallet";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { POST as reportRoute } from "@/app/api/supplier/supplierOnlyAccess/supplierReport/route";
import { POST as excelRoute } from "@/app/api/supplier/supplierOnlyAccess/supplierReport/downloadExcel/route";
import { POST as customersRoute } from "@/app/api/wl/user/getCustomers/route";
import { POST as userByIdRoute } from "@/app/api/wl/user/getUserById/route";
import { ensureConsumerAccountUser } from "@/server/network/consumer-account";
import { postWalletEntry } from "@/server/wallet/post-wallet-entry";
import { insertBooking } from "../helpers/ticket-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { createNetworkSite, createNetworkWorld, expectStaffOnly, type NetworkWorld } from "./network-world";

afterAll(() => closeDb());

const REPORT = "/api/supplier/supplierOnlyAccess/supplierReport";
const EXCEL = "/api/supplier/supplierOnlyAccess/supplierReport/downloadExcel";

async function link(w: NetworkWorld, who: "consumer" | "other") {
  await w[who].as("admin")(acceptTerms, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { body: { supplierSiteId: w.supplier.site.id } });
  const req = await w[who].as("admin")(requestCategory, "/api/supplier/consumerToSupplierRequests", { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
  const res = await w.supplier.as("admin")(changeStatus, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", {
    body: { newRequestStatus: "Approved", requestId: req.body.data.requestId, consumerMongoSiteId: w[who].site.id },
  });
  expect(res.status).toBe(200);
  const [entity] = await systemDb.select().from(legalEntities).where(and(eq(legalEntities.siteId, w.supplier.site.id), eq(legalEntities.consumerSiteId, w[who].site.id)));
  const userId = await systemDb.transaction((tx) => ensureConsumerAccountUser(tx, w.supplier.site.id, entity.id));
  const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.legalEntityId, entity.id));
  await postWalletEntry(systemDb, { walletId: wallet.id, amount: 10_000_000, kind: "topUp", counterAccount: "bank", idempotencyKey: `top-${entity.id}` });
  return { entity, userId, walletId: wallet.id };
}

type Served = { amount: number; markup: number; discount?: number; bookedAt: string; pax?: number; status?: string; refund?: number; paid?: boolean };

/** A booking at the supplier by the consumer's company user, paid from its wallet (and refunded), priced with `markup` (major units). */
async function serve(w: NetworkWorld, account: Awaited<ReturnType<typeof link>>, s: Served) {
  const passengers = Array.from({ length: s.pax ?? 1 }, (_, i) => ({ firstName: `P${i}`, lastName: "Rao", ticketNumber: `TK${i}${Math.random().toString().slice(2, 8)}` }));
  const booking = await insertBooking({ siteId: w.supplier.site.id, userId: account.userId, legalEntityId: account.entity.id, amount: s.amount, passengers, status: s.status ?? "ticketed", statusId: s.status === "cancelled" ? 4 : 3 });
  await systemDb
    .update(flightBookings)
    .set({ bookedAt: new Date(s.bookedAt), result: { fare: { markup: s.markup, gstOnMarkup: s.markup * 0.18, discount: s.discount ?? 0 } } })
    .where(eq(flightBookings.id, booking.id));
  if (s.paid !== false) {
    await postWalletEntry(systemDb, { walletId: account.walletId, amount: -s.amount, kind: "bookingDebit", counterAccount: "supplier_payable", idempotencyKey: `pay-${booking.id}`, bookingId: booking.id });
  }
  if (s.refund) await postWalletEntry(systemDb, { walletId: account.walletId, amount: s.refund, kind: "refundCredit", counterAccount: "supplier_payable", idempotencyKey: `refund-${booking.id}`, bookingId: booking.id });
  return booking;
}

/** Consumer One: two bookings in September, one (cancelled, part refunded) in October; Consumer Two: one in October. */
async function world() {
  const w = await createNetworkWorld();
  const one = await link(w, "consumer");
  const two = await link(w, "other");
  await serve(w, one, { amount: 1_234_567, markup: 100.5, bookedAt: "2026-09-05T10:00:00Z", pax: 2 });
  await serve(w, one, { amount: 765_433, markup: 99.49, discount: 10, bookedAt: "2026-09-20T10:00:00Z" });
  await serve(w, one, { amount: 500_001, markup: 50, bookedAt: "2026-10-02T10:00:00Z", pax: 3, status: "cancelled", refund: 300_000 });
  await serve(w, two, { amount: 420_000, markup: 20, bookedAt: "2026-10-15T10:00:00Z" });
  // Not served: a failed booking, one outside the range, and the supplier's own agent's booking.
  await serve(w, one, { amount: 999_999, markup: 1, bookedAt: "2026-10-03T10:00:00Z", status: "failed", paid: false });
  await serve(w, one, { amount: 111_111, markup: 1, bookedAt: "2026-06-10T10:00:00Z" });
  const own = await insertBooking({ siteId: w.supplier.site.id, userId: w.supplier.agent.id, amount: 777_777 });
  await systemDb.update(flightBookings).set({ bookedAt: new Date("2026-09-10T10:00:00Z") }).where(eq(flightBookings.id, own.id));
  return { w, one, two };
}

const RANGE = { fromMonth: "2026-07", toMonth: "2026-10" };

describe("POST supplierOnlyAccess/supplierReport", () => {
  it("groups each consumer's bookings at the supplier per month with the right sums and a totals row", async () => {
    const { w } = await world();
    const res = await w.supplier.as("admin")(reportRoute, REPORT, { body: RANGE });
    expect(res.status).toBe(200);
    const data = res.body.data;
    expect(data).toMatchObject({ fromMonth: "2026-07", toMonth: "2026-10", currency: "INR" });
    const rows = data.rows.map((r: Record<string, unknown>) => [r.month, r.companyName, r.bookings, r.passengers, r.tickets, r.grossAmount, r.markupAmount, r.walletDebited, r.refundedAmount, r.netCollected, r.cancellations]);
    expect(rows).toEqual([
      ["2026-10", "Consumer One", 1, 3, 3, 5000.01, 50, 5000.01, 3000, 2000.01, 1],
      ["2026-10", "Consumer Two", 1, 1, 1, 4200, 20, 4200, 0, 4200, 0],
      // 12,345.67 + 7,654.33; markup 100.50 + (99.49 - 10.00 discount).
      ["2026-09", "Consumer One", 2, 3, 3, 20000, 189.99, 20000, 0, 20000, 0],
    ]);
    expect(data.rows[0]).toMatchObject({ consumerSiteId: w.consumer.site.id, domain: w.consumer.site.domain });
    expect(data.totals).toEqual({ bookings: 4, passengers: 7, tickets: 7, grossAmount: 29200.01, markupAmount: 259.99, walletDebited: 29200.01, refundedAmount: 3000, netCollected: 26200.01, cancellations: 1 });
    expect(data.consumers.map((c: { companyName: string }) => c.companyName)).toEqual(["Consumer One", "Consumer Two"]);
  });

  it("filters by consumer and month range; defaults to the last 12 months", async () => {
    const { w } = await world();
    const two = await w.supplier.as("admin")(reportRoute, REPORT, { body: { ...RANGE, consumerSiteId: w.other.site.id } });
    expect(two.body.data.rows.map((r: { companyName: string; month: string }) => `${r.month} ${r.companyName}`)).toEqual(["2026-10 Consumer Two"]);
    expect(two.body.data.totals.grossAmount).toBe(4200);
    const sept = await w.supplier.as("admin")(reportRoute, REPORT, { body: { fromMonth: "2026-09", toMonth: "2026-09" } });
    expect(sept.body.data.rows).toHaveLength(1);
    const june = await w.supplier.as("admin")(reportRoute, REPORT, { body: { fromMonth: "2026-06", toMonth: "2026-06" } });
    expect(june.body.data.totals.grossAmount).toBe(1111.11);
    const defaults = await w.supplier.as("admin")(reportRoute, REPORT, { body: {} });
    expect(defaults.status).toBe(200);
    expect(defaults.body.data.toMonth).toMatch(/^\d{4}-\d{2}$/);
    const [y, m] = defaults.body.data.toMonth.split("-").map(Number);
    expect(defaults.body.data.fromMonth).toBe(new Date(Date.UTC(y, m - 12, 1)).toISOString().slice(0, 7));
  });

  it("answers the validation messages", async () => {
    const { w } = await world();
    const bad = await w.supplier.as("admin")(reportRoute, REPORT, { body: { fromMonth: "2026-13" } });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain("Use the YYYY-MM format");
    const reversed = await w.supplier.as("admin")(reportRoute, REPORT, { body: { fromMonth: "2026-10", toMonth: "2026-09" } });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain("The start month must not be after the end month");
    const long = await w.supplier.as("admin")(reportRoute, REPORT, { body: { fromMonth: "2020-01", toMonth: "2026-10" } });
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toBe("Choose at most 36 months");
  });

  it("needs flights.reports.supplierReport (default staff: 403; agents 403; anonymous 401) and a supplier site", async () => {
    const { w } = await world();
    expect((await w.supplier.as("staff")(reportRoute, REPORT, { body: RANGE })).status).toBe(403);
    await expectStaffOnly(w.supplier, reportRoute, REPORT, { body: RANGE });
    const notSupplier = await w.consumer.as("admin")(reportRoute, REPORT, { body: RANGE });
    expect(notSupplier.status).toBe(403);
    expect(notSupplier.body.errorMessage).toBe("Only a supplier site can do this.");
  });

  it("never shows another site's data: another supplier sees nothing, another site's consumer is 404", async () => {
    const { w } = await world();
    const second = await createNetworkWorld();
    const mine = await second.supplier.as("admin")(reportRoute, REPORT, { body: RANGE });
    expect(mine.status).toBe(200);
    expect(mine.body.data).toMatchObject({ rows: [], consumers: [] });
    expect(mine.body.data.totals.grossAmount).toBe(0);
    const theirs = await second.supplier.as("admin")(reportRoute, REPORT, { body: { ...RANGE, consumerSiteId: w.consumer.site.id } });
    expect(theirs.status).toBe(404);
    expect(theirs.body.errorMessage).toBe("Consumer not found");
    // A site that is not a consumer of this supplier is 404 too.
    const stranger = await createNetworkSite({ companyName: "Stranger Travel" });
    expect((await w.supplier.as("admin")(reportRoute, REPORT, { body: { ...RANGE, consumerSiteId: stranger.site.id } })).status).toBe(404);
  });
});

describe("POST supplierOnlyAccess/supplierReport/downloadExcel", () => {
  it("streams supplier-report.xlsx with the report's rows and a Total row; default staff get 403", async () => {
    const { w } = await world();
    const staff = await createTestUser(w.supplier.site.id, { userType: "staff", isSuperAdmin: true });
    const token = await logInAs(w.supplier.site.domain, staff.email!);
    const download = (t: string) =>
      excelRoute(new NextRequest(`http://${w.supplier.site.domain}${EXCEL}`, { method: "POST", body: JSON.stringify(RANGE), headers: { host: w.supplier.site.domain, "content-type": "application/json", "auth-token": t } }), {
        params: Promise.resolve({}),
      });
    const res = await download(token);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="supplier-report.xlsx"');
    const workbook = new ExcelJS.Workbook();
    const bytes = await res.arrayBuffer();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet("Supplier report")!;
    const values = (r: number) => (sheet.getRow(r).values as unknown[]).slice(1);
    // The month is a date cell (its first day) of the site's zone, named in the header (decision 0057).
    expect(values(1)).toEqual(["Month (Asia/Kolkata)", "Consumer", "Domain", "Bookings", "Passengers", "Tickets", "Gross", "Markup earned", "Wallet debited", "Refunded", "Net collected", "Cancellations"]);
    expect(sheet.rowCount).toBe(5);
    expect(values(2)).toEqual([new Date(Date.UTC(2026, 9, 1)), "Consumer One", w.consumer.site.domain, 1, 3, 3, 5000.01, 50, 5000.01, 3000, 2000.01, 1]);
    expect(values(4)).toEqual([new Date(Date.UTC(2026, 8, 1)), "Consumer One", w.consumer.site.domain, 2, 3, 3, 20000, 189.99, 20000, 0, 20000, 0]);
    expect(values(5)).toEqual(["Total", undefined, undefined, 4, 7, 7, 29200.01, 259.99, 29200.01, 3000, 26200.01, 1]);

    // A second reader (SheetJS): the month a number with a date format, amounts numbers in rupees, names text.
    const book = XLSX.read(bytes, { cellDates: false, cellNF: true });
    const ws = book.Sheets["Supplier report"];
    const month = ws.A2 as XLSX.CellObject;
    expect([month.t, month.v, XLSX.SSF.is_date(month.z as string), XLSX.SSF.format(month.z as string, month.v as number)]).toEqual(["n", (Date.UTC(2026, 9, 1) - Date.UTC(1899, 11, 30)) / 86_400_000, true, "Oct 2026"]);
    for (const ref of ["G2", "H2", "I2", "J2", "K2", "G5", "K5"]) {
      const amount = ws[ref] as XLSX.CellObject;
      expect(amount.t).toBe("n");
      expect(XLSX.SSF.is_date(amount.z as string)).toBe(false);
      expect(XLSX.SSF.format(amount.z as string, 5000.01)).toBe("₹5,000.01");
    }
    expect([(ws.B2 as XLSX.CellObject).t, (ws.C2 as XLSX.CellObject).t, (ws.A5 as XLSX.CellObject).v]).toEqual(["s", "s", "Total"]);
    const staffRes = await w.supplier.as("staff")(excelRoute, EXCEL, { body: RANGE });
    expect(staffRes.status).toBe(403);
  });
});

describe("the consumer account on the supplier's customer list (decision 0034)", () => {
  it("carries networkConsumer (the consumer site's name and domain) in getCustomers rows and getUserById; other customers have none", async () => {
    const { w, one } = await world();
    const res = await w.supplier.as("admin")(customersRoute, "/api/wl/user/getCustomers", { body: { page: 1 } });
    expect(res.status).toBe(200);
    const rows = res.body.data.records as { users_id: number; networkConsumer: unknown }[];
    expect(rows.find((r) => r.users_id === one.userId)?.networkConsumer).toEqual({ siteId: w.consumer.site.id, companyName: "Consumer One", domain: w.consumer.site.domain });
    expect(rows.find((r) => r.users_id === w.supplier.agent.id)?.networkConsumer).toBeNull();
    const detail = await w.supplier.as("admin")(userByIdRoute, "/api/wl/user/getUserById", { body: { id: one.userId } });
    expect(detail.body.data.networkConsumer).toEqual({ siteId: w.consumer.site.id, companyName: "Consumer One", domain: w.consumer.site.domain });
  });
});

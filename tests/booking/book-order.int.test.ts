import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings, payments } from "@/db/schema/bookings";
import { siteSuppliers } from "@/db/schema/flights";
import { flightOrders } from "@/db/schema/orders";
import { ledgerEntries } from "@/db/schema/wallet";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { toMinorUnits } from "@/lib/money";
import { retryTicketing } from "@/server/booking/retry-ticketing";
import { call } from "../helpers/http";
import { adult, createBookingWorld, walletBalance } from "../helpers/booking-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

async function bookingRow(id: number) {
  const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, id));
  return row;
}

/** An order on the first LCC (or GDS) result, validated for one adult. */
async function validated(w: Awaited<ReturnType<typeof createBookingWorld>>, isLcc = true) {
  const chosen = w.results.find((r) => r.isLcc === isLcc)!;
  const orderId = await w.order(chosen.resultIndex);
  const v = await w.validate({ orderId, passengers: [adult()] });
  expect(v.status).toBe(200);
  return { chosen, orderId, bookingId: v.body.data.bookingId as number, amount: toMinorUnits(v.body.data.amount) };
}

describe("POST /api/payments/orderSuccessCallback (wallet)", () => {
  it("tickets an LCC fare: PNR and a ticket per passenger, one wallet debit, one payment, ledger with the PNR", async () => {
    const w = await createBookingWorld();
    const before = await walletBalance(w.wallet.id);
    const { orderId, bookingId, amount, chosen } = await validated(w);
    expect(amount).toBe(toMinorUnits(chosen.publishedPrice));
    const res = await w.pay({ orderId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ bookingId, status: "ticketed", statusId: 3, hasPendingReturn: false, nextStep: "ticketQueue" });
    expect(res.body.data.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(await walletBalance(w.wallet.id)).toBe(before - amount);
    const row = await bookingRow(bookingId);
    const pax = row.passengers as { ticket: { ticketNumber: string } | null }[];
    expect(pax[0].ticket?.ticketNumber).toMatch(/^\d{3}-?\d{10}$/);
    const paid = await systemDb.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ method: "wallet", status: "paid", amount });
    const debits = await systemDb.select().from(ledgerEntries).where(and(eq(ledgerEntries.bookingId, bookingId), eq(ledgerEntries.walletId, w.wallet.id)));
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ amount: -amount, kind: "bookingDebit", pnr: res.body.data.pnr });
    const [order] = await systemDb.select().from(flightOrders).where(eq(flightOrders.id, orderId));
    expect(order.status).toBe("booked");

    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }));
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ bookingId, pnr: res.body.data.pnr, status: "ticketed", statusId: 3, transactionDetails: { amount: amount / 100, paymentMethod: "wallet", paymentStatus: "paid" } });
    expect(details.body.data.passenger[0].ticket.ticketNumber).toBe(pax[0].ticket?.ticketNumber);
  });

  it("books a GDS fare (PNR) and then tickets it", async () => {
    const w = await createBookingWorld();
    const { orderId, bookingId } = await validated(w, false);
    const res = await w.pay({ orderId });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe("ticketed");
    const row = await bookingRow(bookingId);
    expect(row.supplierBookingId).toBeTruthy();
    expect(row.pnr).toBe(res.body.data.pnr);
    expect(row.supplierSource).toBe(4);
  });

  it("books once and charges once for repeated and concurrent callbacks", async () => {
    const w = await createBookingWorld();
    const before = await walletBalance(w.wallet.id);
    const { orderId, bookingId, amount } = await validated(w);
    const answers = await Promise.all(Array.from({ length: 6 }, () => w.pay({ orderId })));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    const again = await w.pay({ orderId });
    expect(again.status).toBe(200);
    expect(again.body.data.bookingId).toBe(bookingId);
    expect(await walletBalance(w.wallet.id)).toBe(before - amount);
    expect(await systemDb.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(1);
    expect(await systemDb.select().from(flightBookings).where(eq(flightBookings.orderId, orderId))).toHaveLength(1);
  });

  it("answers 409 after the 15 minutes and charges nothing", async () => {
    const w = await createBookingWorld();
    const before = await walletBalance(w.wallet.id);
    const { orderId, bookingId } = await validated(w);
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, orderId));
    const res = await w.pay({ orderId });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Payment time expired. Please search again.");
    expect(await walletBalance(w.wallet.id)).toBe(before);
    expect((await bookingRow(bookingId)).status).toBe("draft");
    expect(await systemDb.select().from(payments).where(eq(payments.bookingId, bookingId))).toHaveLength(0);
  });

  it("refuses a debit the balance and credit limit cannot cover, leaving the draft", async () => {
    const w = await createBookingWorld({ funds: 100_00, creditLimit: 0 });
    const { orderId, bookingId } = await validated(w);
    const res = await w.pay({ orderId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Insufficient wallet balance");
    expect(await walletBalance(w.wallet.id)).toBe(100_00);
    expect((await bookingRow(bookingId)).status).toBe("draft");
  });

  it("asks for validation first (400) and hides other users' orders (404) and anonymous callers (401)", async () => {
    const w = await createBookingWorld();
    const chosen = w.results[0];
    const orderId = await w.order(chosen.resultIndex);
    const res = await w.pay({ orderId });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Please validate the passengers before paying");
    const other = await createTestUser(w.site.id);
    const otherToken = await logInAs(w.site.domain, other.email!);
    expect((await w.pay({ orderId }, otherToken)).status).toBe(404);
    expect((await call((await import("@/app/api/payments/orderSuccessCallback/route")).POST, "/api/payments/orderSuccessCallback", { host: w.site.domain, body: { orderId, paymentMethod: "wallet" } })).status).toBe(401);
    const bad = await w.pay({ orderId, paymentMethod: "cash" });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toHaveProperty("paymentMethod");
  });
});

describe("supplier failures after payment", () => {
  it("a ticketing refusal refunds the wallet and leaves the booking failed with the reason (402)", async () => {
    const w = await createBookingWorld({ settings: { failAt: "ticket" } });
    const before = await walletBalance(w.wallet.id);
    const { orderId, bookingId } = await validated(w);
    const res = await w.pay({ orderId });
    expect(res.status).toBe(402);
    expect(res.body.message).toBe("The airline could not issue the tickets. The amount has been refunded to your wallet.");
    expect(res.body.data).toMatchObject({ bookingId, status: "failed" });
    expect(await walletBalance(w.wallet.id)).toBe(before);
    const row = await bookingRow(bookingId);
    expect(row.status).toBe("failed");
    expect(row.attentionReason).toMatch(/could not issue the tickets/);
    const [payment] = await systemDb.select().from(payments).where(eq(payments.bookingId, bookingId));
    expect(payment.status).toBe("refunded");
    // Asking again answers the same state and moves no money.
    expect((await w.pay({ orderId })).status).toBe(402);
    expect(await walletBalance(w.wallet.id)).toBe(before);
  });

  it("a GDS ticketing refusal also releases the PNR it held", async () => {
    const w = await createBookingWorld({ settings: { failAt: "ticket" } });
    const { orderId, bookingId } = await validated(w, false);
    expect((await w.pay({ orderId })).status).toBe(402);
    const row = await bookingRow(bookingId);
    expect(row.status).toBe("failed");
    expect(row.supplierBookingId).toBeTruthy();
    const { loadSiteSuppliers } = await import("@/server/flights/load-site-suppliers");
    const { createSiteDb } = await import("@/db/client");
    const [loaded] = await loadSiteSuppliers(createSiteDb(w.site.id));
    const supplier = loaded.supplier as unknown as { getBookingDetails: (r: { bookingId: string }) => Promise<{ status: string }> };
    expect((await supplier.getBookingDetails({ bookingId: row.supplierBookingId! })).status).toBe("cancelled");
  });

  it("a ticketing timeout keeps the money, flags the booking, and the retry job tickets it once", async () => {
    const w = await createBookingWorld({ settings: { ticketTimeout: true }, supplier: { timeoutMs: 400 } });
    const before = await walletBalance(w.wallet.id);
    const { orderId, bookingId, amount } = await validated(w);
    const res = await w.pay({ orderId });
    expect(res.status).toBe(402);
    expect(res.body.data).toMatchObject({ bookingId, status: "needsAttention" });
    expect(await walletBalance(w.wallet.id)).toBe(before - amount);
    expect((await bookingRow(bookingId)).status).toBe("needsAttention");
    // The retry job asks again with the same idempotency key: the supplier answers the tickets it issued.
    await systemDb.update(siteSuppliers).set({ settings: { seed: 7 } }).where(eq(siteSuppliers.siteId, w.site.id));
    const later = new Date(Date.now() + 120_000);
    await retryTicketing(later);
    await retryTicketing(new Date(later.getTime() + 120_000));
    const row = await bookingRow(bookingId);
    expect(row.status).toBe("ticketed");
    expect(row.ticketAttempts).toBe(2);
    expect(await walletBalance(w.wallet.id)).toBe(before - amount);
    const again = await w.pay({ orderId });
    expect(again.status).toBe(200);
    expect(again.body.data.status).toBe("ticketed");
  });
});

describe("getBookingDetails visibility", () => {
  it("is 404 for another site's booking and another agent's, 200 for staff of the site", async () => {
    const w = await createBookingWorld();
    const { orderId, bookingId } = await validated(w);
    expect((await w.pay({ orderId })).status).toBe(200);
    const other = await createTestUser(w.site.id);
    const otherToken = await logInAs(w.site.domain, other.email!);
    expect((await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }, otherToken))).status).toBe(404);
    const staff = await createTestUser(w.site.id, { userType: "staff" });
    const staffToken = await logInAs(w.site.domain, staff.email!);
    const seen = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }, staffToken));
    expect(seen.status).toBe(200);
    expect(seen.body.data.accounting.endCustomer.cost).toBeGreaterThan(0);
    const site2 = await createTestSite();
    const agent2 = await createTestUser(site2.id);
    const token2 = await logInAs(site2.domain, agent2.email!);
    expect((await call(detailsRoute, "/api/getBookingDetails", { host: site2.domain, token: token2, body: { bookingId } })).status).toBe(404);
    expect((await call(detailsRoute, "/api/getBookingDetails", { host: w.site.domain, body: { bookingId } })).status).toBe(401);
  });
});

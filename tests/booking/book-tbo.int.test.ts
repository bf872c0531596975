import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { encryptJson } from "@/server/security/secret-box";
import { call } from "../helpers/http";
import { adult, createBookingWorld, walletBalance } from "../helpers/booking-fixtures";
import { startFakeTboServer } from "../suppliers/fake-tbo-server";

let tbo: Awaited<ReturnType<typeof startFakeTboServer>>;
beforeAll(async () => {
  tbo = await startFakeTboServer({});
});
afterAll(async () => {
  await tbo.close();
  await closeDb();
});

const tboWorld = () =>
  createBookingWorld({
    supplier: { code: "tbo", name: "TBO", settings: { authUrl: tbo.authUrl, airUrl: tbo.airUrl, bookingUrl: tbo.bookingUrl }, credentialsEncrypted: encryptJson(tbo.credentials), timeoutMs: 3000 },
    search: { origin: "DEL", destination: "BOM" },
  });

async function bookFirst(w: Awaited<ReturnType<typeof tboWorld>>, isLcc: boolean) {
  const chosen = w.results.find((r) => r.isLcc === isLcc);
  if (!chosen) throw new Error(`no ${isLcc ? "LCC" : "GDS"} result from the fake TBO server`);
  const orderId = await w.order(chosen.resultIndex);
  // The passenger page quotes first: TBO may answer a new result index, which booking must use.
  expect((await call(fareQuoteRoute, "/api/fareQuote", w.opts({ searchId: w.searchId, resultIndex: chosen.resultIndex }))).status).toBe(200);
  const v = await w.validate({ orderId, passengers: [adult()] });
  expect(v.status).toBe(200);
  return { orderId, bookingId: v.body.data.bookingId as number, amount: Math.round(v.body.data.amount * 100) };
}

describe("booking through the TBO adapter (fake TBO server on loopback)", () => {
  it("tickets an LCC fare with one Ticket call and a GDS fare with Book then Ticket", async () => {
    tbo.reset();
    const w = await tboWorld();
    const lcc = await bookFirst(w, true);
    const paid = await w.pay({ orderId: lcc.orderId });
    expect(paid.status).toBe(200);
    expect(paid.body.data.status).toBe("ticketed");
    expect(tbo.counters.Book).toBe(0);
    expect(tbo.counters.Ticket).toBe(1);
    const gds = await bookFirst(w, false);
    const paidGds = await w.pay({ orderId: gds.orderId });
    expect(paidGds.status).toBe(200);
    expect(tbo.counters.Book).toBe(1);
    expect(tbo.counters.Ticket).toBe(2);
    const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, gds.bookingId));
    expect(row.pnr).toBe(paidGds.body.data.pnr);
    expect((row.passengers as { ticket: { ticketNumber: string } | null }[])[0].ticket?.ticketNumber).toBeTruthy();
  });

  it("treats HTTP 200 with ResponseStatus 2 at Ticket as a failure: booking failed, money refunded", async () => {
    tbo.reset();
    const w = await tboWorld();
    const before = await walletBalance(w.wallet.id);
    const lcc = await bookFirst(w, true);
    tbo.switches.failures.Ticket = { ResponseStatus: 2, ErrorCode: 3, ErrorMessage: "Fare not available" };
    const res = await w.pay({ orderId: lcc.orderId });
    expect(res.status).toBe(402);
    expect(res.body.data.status).toBe("failed");
    const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, lcc.bookingId));
    expect(row.attentionReason).toContain("Fare not available");
    expect(await walletBalance(w.wallet.id)).toBe(before);
  });
});

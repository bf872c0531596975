import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightOrders } from "@/db/schema/orders";
import { flightChangeRequests } from "@/db/schema/tickets";
import { users } from "@/db/schema/users";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { POST as fareRulesRoute } from "@/app/api/getFareRules/route";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as releaseRoute } from "@/app/api/releaseFlight/route";
import { POST as changeRequestRoute } from "@/app/api/changeRequest/route";
import { POST as crStatusRoute } from "@/app/api/getCRStatus/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { POST as setHold } from "@/app/api/supplier/supplierOnlyAccess/setFlightHoldSetting/route";
import { BookingMessages } from "@/lib/contracts/bookings";
import { toMinorUnits } from "@/lib/money";
import { loadSourceById } from "@/server/flights/load-source-by-id";
import { toSupplierPassengers } from "@/server/booking/to-supplier-passengers";
import type { TFlightResult } from "@/lib/contracts/flights";
import type { TPassenger } from "@/lib/passenger-rules";
import { canBook } from "@/server/suppliers/types";
import { createNetworkBookingWorld, startSupplierServer } from "./network-booking-world";

let supplierServer: Awaited<ReturnType<typeof startSupplierServer>>;
beforeAll(async () => {
  supplierServer = await startSupplierServer();
});
beforeEach(() => {
  process.env.WAYFARE_NETWORK_ORIGIN = supplierServer.origin;
});
afterAll(async () => {
  delete process.env.WAYFARE_NETWORK_ORIGIN;
  await supplierServer.close();
  await closeDb();
});

const NO_LONGER = "The supplier of this result is no longer available";

async function bookingRow(id: number) {
  const [row] = await systemDb.select().from(flightBookings).where(eq(flightBookings.id, id));
  return row;
}
const supplierBookingOf = async (consumerBooking: { supplierBookingId: string | null }) => bookingRow(Number(consumerBooking.supplierBookingId));

describe("flights through the network: booking through the supplier", () => {
  it("books a network LCC fare: the supplier debits the consumer's company once, the consumer's booking shows the supplier's PNR and tickets", async () => {
    const w = await createNetworkBookingWorld();
    const { searchId, chosen, orderId, bookingId } = await w.validated(true);

    const rules = await w.agent(fareRulesRoute, "/api/getFareRules", { body: { searchId, resultIndex: chosen.resultIndex } });
    expect(rules.status).toBe(200);
    expect(rules.body.data.result.length).toBeGreaterThan(0);
    const quote = await w.agent(fareQuoteRoute, "/api/fareQuote", { body: { searchId, resultIndex: chosen.resultIndex } });
    expect(quote.status).toBe(200);
    // The agent is the consumer site's customer: no supplier name (decision 0060).
    expect(quote.body.data.fareDetailResult.source).toBe("");

    const paid = await w.pay(orderId);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ bookingId, status: "ticketed", statusId: 3 });

    const mine = await bookingRow(bookingId);
    const theirs = await supplierBookingOf(mine);
    expect(theirs.siteId).toBe(w.supplier.site.id);
    expect(theirs.status).toBe("ticketed");
    expect(theirs.legalEntityId).toBe(w.company.id);
    expect(mine.pnr).toBe(theirs.pnr);
    expect(mine.pnr).toMatch(/^[A-Z0-9]{6}$/);
    expect(mine.ticketNumbers).toEqual(theirs.ticketNumbers);
    // The supplier charged our company its price to us: the consumer's published fare before its own markup.
    const debits = (await w.supplierLedger()).filter((l) => l.kind === "bookingDebit");
    expect(debits).toHaveLength(1);
    expect(debits[0]).toMatchObject({ amount: -theirs.amount, bookingId: theirs.id, pnr: theirs.pnr });
    expect(theirs.amount).toBe(toMinorUnits(chosen.fare.publishedFare!));
    // Our cost of the sale is what the supplier charged us.
    expect((mine.accounting as { middleManWl: { cost: number } }).middleManWl.cost).toBe(theirs.amount);
    // The supplier's order carries our booking's key.
    const [order] = await systemDb.select().from(flightOrders).where(eq(flightOrders.id, theirs.orderId));
    expect(order.idempotencyKey).toBe(`booking:${bookingId}:ticket`);

    const details = await w.agent(detailsRoute, "/api/getBookingDetails", { body: { bookingId } });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ pnr: theirs.pnr, status: "ticketed", source: "" });
    expect(JSON.stringify(details.body)).not.toContain("Supplier Co");
    expect(details.body.data.passenger[0].ticket.ticketNumber).toBe(theirs.ticketNumbers[0]);
  });

  it("a retried book with the same idempotency key answers the same booking and debits nothing more", async () => {
    const w = await createNetworkBookingWorld();
    const { orderId, bookingId } = await w.validated(true);
    expect((await w.pay(orderId)).status).toBe(200);
    const mine = await bookingRow(bookingId);
    const loaded = await loadSourceById(w.consumerDb, mine.supplierId);
    expect(loaded?.code).toBe("wayfare");
    const supplier = loaded!.supplier;
    if (!canBook(supplier)) throw new Error("not a booking supplier");
    const passengers = toSupplierPassengers(mine.passengers as TPassenger[], [], mine.result as TFlightResult, "Mumbai");
    const request = { traceId: mine.traceId, resultIndex: mine.supplierResultIndex, passengers, idempotencyKey: `booking:${bookingId}:ticket` };
    const [again, twice] = await Promise.all([supplier.ticket(request), supplier.ticket(request)]);
    expect(again.bookingId).toBe(mine.supplierBookingId);
    expect(twice.bookingId).toBe(mine.supplierBookingId);
    expect(again.pnr).toBe(mine.pnr);
    expect((await w.supplierLedger()).filter((l) => l.kind === "bookingDebit")).toHaveLength(1);
    // A replayed payment on the consumer's side is answered as it stands too.
    expect((await w.pay(orderId)).body.data).toMatchObject({ bookingId, status: "ticketed" });
    expect((await w.supplierLedger()).filter((l) => l.kind === "bookingDebit")).toHaveLength(1);
  });

  it("flight hold follows the supplier's switch for this consumer: refused while off, a held PNR at the supplier once on, then ticketed with one debit", async () => {
    const w = await createNetworkBookingWorld({ holdAtSupplier: false });
    await systemDb.update(users).set({ isFlightHoldAllowed: true }).where(eq(users.id, w.consumer.agent.id));
    const first = await w.validated(false);
    expect(first.canHold).toBe(false);
    const refused = await w.pay(first.orderId, "hold");
    expect(refused.status).toBe(403);
    expect(refused.body.errorMessage).toBe(BookingMessages.networkHoldNotAllowed);
    expect((await bookingRow(first.bookingId)).status).toBe("draft");

    const on = await w.supplier.as("admin")(setHold, "/api/supplier/supplierOnlyAccess/setFlightHoldSetting", { body: { isFlightHold: true, consumerSiteId: w.consumer.site.id, supplierListId: w.requestId } });
    expect(on.status).toBe(200);
    const second = await w.validated(false);
    expect(second.canHold).toBe(true);
    const held = await w.pay(second.orderId, "hold");
    expect(held.status).toBe(200);
    expect(held.body.data.status).toBe("held");
    const mine = await bookingRow(second.bookingId);
    const theirs = await supplierBookingOf(mine);
    expect(theirs.status).toBe("held");
    expect(mine.pnr).toBe(theirs.pnr);
    expect((await w.supplierLedger()).filter((l) => l.kind === "bookingDebit")).toHaveLength(0);

    const ticketed = await w.pay(second.orderId, "wallet");
    expect(ticketed.status).toBe(200);
    expect(ticketed.body.data.status).toBe("ticketed");
    expect((await supplierBookingOf(mine)).status).toBe("ticketed");
    expect((await w.supplierLedger()).filter((l) => l.kind === "bookingDebit")).toHaveLength(1);
  });

  it("releasing a held network booking releases it at the supplier too", async () => {
    const w = await createNetworkBookingWorld({ holdAtSupplier: true });
    await systemDb.update(users).set({ isFlightHoldAllowed: true }).where(eq(users.id, w.consumer.agent.id));
    const { orderId, bookingId } = await w.validated(false);
    expect((await w.pay(orderId, "hold")).body.data.status).toBe("held");
    const released = await w.agent(releaseRoute, "/api/releaseFlight", { body: { BookingId: bookingId } });
    expect(released.status).toBe(200);
    const mine = await bookingRow(bookingId);
    expect(mine.status).toBe("released");
    expect((await supplierBookingOf(mine)).status).toBe("released");
    expect((await w.supplierLedger()).filter((l) => l.kind === "bookingDebit")).toHaveLength(0);
  });

  it("a suspended relationship answers 404 on the fare quote and on booking; nothing is debited at the supplier", async () => {
    const w = await createNetworkBookingWorld();
    const { searchId, chosen, orderId, bookingId } = await w.validated(true);
    const suspended = await w.supplier.as("admin")(changeStatus, "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus", {
      body: { newRequestStatus: "Suspended", requestId: w.requestId, consumerMongoSiteId: w.consumer.site.id },
    });
    expect(suspended.status).toBe(200);
    const quote = await w.agent(fareQuoteRoute, "/api/fareQuote", { body: { searchId, resultIndex: chosen.resultIndex } });
    expect(quote.status).toBe(404);
    expect(quote.body.errorMessage).toBe(NO_LONGER);
    const rules = await w.agent(fareRulesRoute, "/api/getFareRules", { body: { searchId, resultIndex: chosen.resultIndex } });
    expect(rules.status).toBe(404);
    const paid = await w.pay(orderId);
    expect(paid.status).toBe(402);
    expect((await bookingRow(bookingId)).status).toBe("failed");
    expect((await w.supplierLedger()).filter((l) => l.kind === "bookingDebit")).toHaveLength(0);
  });

  it("a change request on a network booking is forwarded to the supplier and its status comes back", async () => {
    const w = await createNetworkBookingWorld();
    const { orderId, bookingId } = await w.validated(true);
    expect((await w.pay(orderId)).status).toBe(200);
    const raised = await w.agent(changeRequestRoute, "/api/changeRequest", { body: { BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "Plans changed" } });
    expect(raised.status).toBe(200);
    const mine = await bookingRow(bookingId);
    const theirs = await supplierBookingOf(mine);
    // The supplier's own booking has the request (raised by our company's user there).
    const [request] = await systemDb.select().from(flightChangeRequests).where(eq(flightChangeRequests.bookingId, theirs.id));
    expect(request).toMatchObject({ siteId: w.supplier.site.id, requestType: 1 });
    const status = await w.agent(crStatusRoute, "/api/getCRStatus", { body: { BookingId: bookingId } });
    expect(status.status).toBe(200);
    expect(status.body.data.changeRequest.status).toBe("completed");
    expect(status.body.data.ticketCRInfo[0].changeRequestId).toMatch(new RegExp(`^${theirs.id}:`));
    // The supplier refunded our company; we refunded our agent.
    const refunds = (await w.supplierLedger()).filter((l) => l.amount > 0 && l.kind !== "topUp");
    expect(refunds).toHaveLength(1);
    expect(status.body.data.changeRequest.isRefundCredited).toBe(true);
    expect((await bookingRow(bookingId)).statusId).toBe(4);
    expect((await bookingRow(theirs.id)).statusId).toBe(4);
  });
});

import { createTboSupplier } from "@/server/suppliers/tbo/tbo-supplier";
import { tboChangeRequestStatus } from "@/server/suppliers/tbo/tbo-change-request-map";
import { InMemoryTboTokenStore } from "@/server/suppliers/tbo/tbo-token-store";
import { paxFareFor, SupplierError, type SupplierResult } from "@/server/suppliers/types";
import { canChangeRequest } from "@/server/suppliers/change-request-types";
import { passengersFor } from "./booking-helpers";
import { startFakeTboServer, type FakeTboServer, type TboMethod } from "./fake-tbo-server";
import { searchRequest } from "./sim-helpers";

let fake: FakeTboServer;

beforeAll(async () => {
  fake = await startFakeTboServer({ seed: 11 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const tbo = () => createTboSupplier({ credentials: fake.credentials, authUrl: fake.authUrl, airUrl: fake.airUrl, bookingUrl: fake.bookingUrl, endUserIp: "10.1.2.3", tokenStore: new InMemoryTboTokenStore() });
const sent = (method: TboMethod) => fake.requests.filter((r) => r.method === method);
const lastBody = (method: TboMethod) => sent(method).at(-1)!.body as Record<string, unknown>;

/** An LCC booking for two adults, ticketed at the fake server; one connecting flight when `stops` is 1. */
async function ticketed(stops = 0) {
  const supplier = tbo();
  const { traceId, results } = await supplier.search(searchRequest({ adults: 2 }));
  const result = results.find((r) => r.isLcc && r.segments[0].length === stops + 1) as SupplierResult;
  const answer = await supplier.ticket({ traceId, resultIndex: result.resultIndex, passengers: passengersFor(result, { adults: 2 }), idempotencyKey: "k" });
  return { supplier, result, bookingId: answer.bookingId, ticketIds: answer.tickets.map((t) => t.ticketId) };
}

describe("TBO adapter: change requests", () => {
  it("SendChangeRequest: a full cancellation sends every TicketId as numbers, no Sectors, on the booking host; one pending request per ticket", async () => {
    const { supplier, bookingId, ticketIds } = await ticketed();
    expect(canChangeRequest(supplier)).toBe(true);
    const states = await supplier.sendChangeRequest({ bookingId, requestType: 1, cancellationType: 2, sectors: [{ origin: "DEL", destination: "BOM" }], ticketIds, remarks: "Flight cancelled" });
    expect(sent("SendChangeRequest")[0].path).toBe("/BookingEngine/AirService.svc/rest/SendChangeRequest");
    expect(lastBody("SendChangeRequest")).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), BookingId: Number(bookingId), RequestType: 1, CancellationType: 2, TicketId: ticketIds.map(Number), Remarks: "Flight cancelled" });
    expect(states.map((s) => [s.ticketId, s.status, s.supplierStatus, s.refundedAmount])).toEqual(ticketIds.map((t) => [t, "pending", 1, 0]));
    expect(states[0].changeRequestId).toMatch(/^\d+$/);
    expect(states[0].cancellationCharge).toBeGreaterThan(0);
  });

  it("SendChangeRequest: a partial cancellation sends its Sectors", async () => {
    const { supplier, bookingId, ticketIds, result } = await ticketed(1);
    const first = result.segments[0][0];
    await supplier.sendChangeRequest({ bookingId, requestType: 2, cancellationType: 3, sectors: [{ origin: first.origin.code, destination: first.destination.code }], ticketIds: [ticketIds[1]], remarks: "One passenger" });
    expect(lastBody("SendChangeRequest")).toMatchObject({ RequestType: 2, CancellationType: 3, Sectors: [{ Origin: first.origin.code, Destination: first.destination.code }], TicketId: [Number(ticketIds[1])] });
  });

  it("GetChangeRequestStatus: maps ChangeRequestStatus 4 to completed with the refund in paise and the credit note", async () => {
    const { supplier, bookingId, ticketIds, result } = await ticketed();
    const [first] = await supplier.sendChangeRequest({ bookingId, requestType: 1, cancellationType: 3, sectors: [], ticketIds, remarks: "x" });
    expect((await supplier.getChangeRequestStatus({ changeRequestId: first.changeRequestId })).status).toBe("pending");
    fake.switches.changeRequestStatus = 4;
    const done = await supplier.getChangeRequestStatus({ changeRequestId: first.changeRequestId });
    expect(lastBody("GetChangeRequestStatus")).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), ChangeRequestId: Number(first.changeRequestId) });
    expect(sent("GetChangeRequestStatus")[0].path).toBe("/BookingEngine/AirService.svc/rest/GetChangeRequestStatus");
    const fare = paxFareFor(result.fare, 1, 0).publishedFare;
    expect(done).toMatchObject({ changeRequestId: first.changeRequestId, status: "completed", supplierStatus: 4, creditNoteNo: `IE/2425/${first.changeRequestId}` });
    expect(done.cancellationCharge + done.refundedAmount).toBe(fare);
    fake.switches.changeRequestStatus = 5;
    expect((await supplier.getChangeRequestStatus({ changeRequestId: first.changeRequestId })).status).toBe("rejected");
  });

  it("GetCancellationCharges: sends RequestType, BookingId and BookingMode 5; answers paise", async () => {
    const { supplier, bookingId, result } = await ticketed();
    const charges = await supplier.getCancellationCharges({ bookingId, requestType: 1 });
    expect(lastBody("GetCancellationCharges")).toEqual({ EndUserIp: "10.1.2.3", TokenId: expect.any(String), RequestType: 1, BookingId: Number(bookingId), BookingMode: 5 });
    expect(charges.currency).toBe("INR");
    expect(charges.cancellationCharge + charges.refundAmount).toBe(result.fare.publishedFare);
    expect(charges.cancellationCharge).toBeGreaterThan(0);
  });

  it.each(["SendChangeRequest", "GetChangeRequestStatus", "GetCancellationCharges"] as const)("%s: HTTP 200 with ResponseStatus 2 is a certain SupplierError with TBO's message", async (method) => {
    const { supplier, bookingId, ticketIds } = await ticketed();
    const [first] = method === "GetChangeRequestStatus" ? await supplier.sendChangeRequest({ bookingId, requestType: 1, cancellationType: 3, sectors: [], ticketIds, remarks: "x" }) : [];
    fake.switches.failures[method] = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "Cancellation is not allowed for this booking" };
    const call =
      method === "SendChangeRequest"
        ? supplier.sendChangeRequest({ bookingId, requestType: 1, cancellationType: 3, sectors: [], ticketIds, remarks: "x" })
        : method === "GetChangeRequestStatus"
          ? supplier.getChangeRequestStatus({ changeRequestId: first.changeRequestId })
          : supplier.getCancellationCharges({ bookingId, requestType: 1 });
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SupplierError);
    expect(error).toMatchObject({ message: "Cancellation is not allowed for this booking", isTimeout: false, isUncertain: false });
  });

  it("reads TBO's ChangeRequestStatus enum: 1/7 pending, 2/3 in progress, 4/6 completed, 5 rejected", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(tboChangeRequestStatus)).toEqual(["pending", "pending", "inProgress", "inProgress", "completed", "rejected", "completed", "pending", "pending"]);
  });
});

import { closeDb } from "@/db/client";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { toMinorUnits } from "@/lib/money";
import { encryptJson } from "@/server/security/secret-box";
import { adult, createBookingWorld, secondAdult, walletBalance } from "../helpers/booking-fixtures";
import { call } from "../helpers/http";
import { startFakeTboServer } from "../suppliers/fake-tbo-server";
import { bookingRow, changeRequestRows, endpoints, refundLines } from "./change-requests-world";

let tbo: Awaited<ReturnType<typeof startFakeTboServer>>;
beforeAll(async () => {
  tbo = await startFakeTboServer({});
});
afterAll(async () => {
  await tbo.close();
  await closeDb();
});

/** Two adults ticketed on an LCC fare through the TBO adapter and the fake TBO server. */
async function tboTicketed() {
  const w = await createBookingWorld({
    supplier: { code: "tbo", name: "TBO", settings: { authUrl: tbo.authUrl, airUrl: tbo.airUrl, bookingUrl: tbo.bookingUrl }, credentialsEncrypted: encryptJson(tbo.credentials), timeoutMs: 3000 },
    search: { origin: "DEL", destination: "BOM", adt: 2 },
  });
  const chosen = w.results.find((r) => r.isLcc && r.segments[0].length === 1)!;
  const orderId = await w.order(chosen.resultIndex);
  expect((await call(fareQuoteRoute, "/api/fareQuote", w.opts({ searchId: w.searchId, resultIndex: chosen.resultIndex }))).status).toBe(200);
  const v = await w.validate({ orderId, passengers: [adult(), secondAdult()] });
  expect((await w.pay({ orderId })).body.data.status).toBe("ticketed");
  const bookingId = v.body.data.bookingId as number;
  return { w, bookingId, api: endpoints(w), booking: await bookingRow(bookingId) };
}

describe("change requests through TBO (fake TBO server on loopback)", () => {
  it("a partial refund of the second passenger: the status attaches to that passenger's ticket and the refund is credited once", async () => {
    tbo.reset();
    const { w, bookingId, api, booking } = await tboTicketed();
    const [seg] = booking.segs;
    const ticketId = booking.pax[1].ticket!.ticketId;
    const cc = await api.getCC({ BookingId: bookingId, RequestType: 2, TicketId: [ticketId], Sectors: [{ Origin: seg.originAirportCode, Destination: seg.destinationAirportCode }] });
    expect(cc.status).toBe(200);
    expect(tbo.requests.find((r) => r.method === "GetCancellationCharges")?.body).toMatchObject({ RequestType: 2, BookingId: Number(booking.supplierBookingId), BookingMode: 5 });

    const sent = await api.changeRequest({ BookingId: bookingId, RequestType: 2, CancellationType: 3, TicketId: [ticketId], Sectors: [{ Origin: seg.originAirportCode, Destination: seg.destinationAirportCode }], Remarks: "Second passenger stays" });
    expect(sent.status).toBe(200);
    const wire = tbo.requests.find((r) => r.method === "SendChangeRequest")!.body;
    expect(wire).toMatchObject({ BookingId: Number(booking.supplierBookingId), RequestType: 2, CancellationType: 3, TicketId: [Number(ticketId)], Sectors: [{ Origin: seg.originAirportCode, Destination: seg.destinationAirportCode }], Remarks: "Second passenger stays" });
    expect(sent.body.data).toMatchObject({ status: "changeRequested", statusId: 7 });
    const [info] = sent.body.data.ticketCRInfo;
    expect(info).toMatchObject({ ticketId, status: "pending", changeRequestId: expect.stringMatching(/^\d+$/) });

    const before = await walletBalance(w.wallet.id);
    expect((await api.getCRStatus({ BookingId: bookingId })).body.data.ticketCRInfo[0].status).toBe("pending");
    tbo.switches.changeRequestStatus = 4;
    const done = await Promise.all([api.getCRStatus({ BookingId: bookingId }), api.getCRStatus({ BookingId: bookingId })]);
    expect(tbo.requests.filter((r) => r.method === "GetChangeRequestStatus").at(-1)?.body).toMatchObject({ ChangeRequestId: Number(info.changeRequestId) });
    for (const d of done) expect(d.status).toBe(200);
    const answer = (await api.getCRStatus({ BookingId: bookingId })).body.data;
    // Partially refunded (decision 0014): the booking takes more requests but no longer reads "Ticketed".
    expect(answer).toMatchObject({ status: "ticketed", statusId: 8, supplierChangeReqStatus: { statusText: "Completed" } });
    expect(answer.ticketCRInfo).toEqual([{ changeRequestId: info.changeRequestId, ticketId, status: "completed", statusText: "Completed" }]);
    expect(answer.changeRequest.creditNoteNo).toBe(`IE/2425/${info.changeRequestId}`);
    const refunded = toMinorUnits(answer.changeRequest.refundedAmount);
    expect(refunded).toBeGreaterThan(0);
    expect(await walletBalance(w.wallet.id)).toBe(before + refunded);
    expect(await refundLines(w.wallet.id, bookingId)).toHaveLength(1);
  });

  it("HTTP 200 with ResponseStatus 2 at SendChangeRequest is a 502: the booking stays ticketed and no request is kept", async () => {
    tbo.reset();
    const { bookingId, api } = await tboTicketed();
    tbo.switches.failures.SendChangeRequest = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "Cancellation window closed" };
    const res = await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "x" });
    expect(res.status).toBe(502);
    expect(res.body.message).toBe("Cancellation window closed");
    expect(await changeRequestRows(bookingId)).toHaveLength(0);
    expect((await bookingRow(bookingId)).status).toBe("ticketed");
    tbo.switches.failures.GetCancellationCharges = { ResponseStatus: 2, ErrorCode: 2, ErrorMessage: "No charges" };
    expect((await api.getCC({ BookingId: bookingId, RequestType: 1 })).status).toBe(502);
  });
});

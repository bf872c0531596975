import { closeDb } from "@/db/client";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { toMinorUnits } from "@/lib/money";
import { pollChangeRequests } from "@/server/tickets/change-requests/poll-change-requests";
import { walletBalance } from "../helpers/booking-fixtures";
import { call } from "../helpers/http";
import { bookingRow, changeRequestRows, earlyChangeFeeOf, refundLines, setSupplierSettings, ticketedWorld } from "./change-requests-world";

afterAll(() => closeDb());

const INSTANT = { changeRequestInstant: true };
const later = () => new Date(Date.now() + 120_000);

describe("POST /api/changeRequest and /api/getCRStatus: a full refund", () => {
  it("previews the charges, sends the refund for every ticket, and on completion cancels the booking and credits the wallet", async () => {
    const { w, bookingId, api, booking } = await ticketedWorld({ passengers: 2 });
    const cc = await api.getCC({ BookingId: bookingId, RequestType: 1 });
    expect(cc.status).toBe(200);
    const { cancellationCharge, refundAmount, currency } = cc.body.data;
    expect(currency).toBe("INR");
    expect(cancellationCharge).toBeGreaterThan(0);
    expect(refundAmount).toBeGreaterThan(0);

    const before = await walletBalance(w.wallet.id);
    // A refund covers everything: a partial list is ignored.
    const sent = await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, TicketId: [booking.pax[0].ticket!.ticketId], Remarks: "Customer cancelled the trip" });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ bookingId, status: "changeRequested", statusId: 7, supplierChangeReqStatus: { statusText: "Pending" }, message: "Change request sent successfully" });
    expect(sent.body.data.changeRequest).toMatchObject({ requestType: 1, cancellationType: 3, status: "pending", ticketIds: booking.pax.map((p) => p.ticket!.ticketId), isRefundCredited: false });
    expect(sent.body.data.ticketCRInfo.map((t: { ticketId: string; status: string }) => [t.ticketId, t.status])).toEqual(booking.pax.map((p) => [p.ticket!.ticketId, "pending"]));
    expect(sent.body.data.changeRequest.sectors).toEqual(booking.segs.map((s) => ({ origin: s.originAirportCode, destination: s.destinationAirportCode })));

    // Still pending at the supplier: a refresh changes nothing and credits nothing.
    const pending = await api.getCRStatus({ BookingId: bookingId });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ status: "changeRequested", supplierChangeReqStatus: { statusText: "Pending" } });
    expect(await walletBalance(w.wallet.id)).toBe(before);

    await setSupplierSettings(w, INSTANT);
    const done = await api.getCRStatus({ BookingId: bookingId });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: "cancelled", statusId: 4, supplierChangeReqStatus: { statusText: "Completed" } });
    expect(done.body.data.changeRequest).toMatchObject({ status: "completed", cancellationCharge, refundedAmount: refundAmount, isRefundCredited: true });
    expect(done.body.data.changeRequest.creditNoteNo).toMatch(/^SIM\/CN\//);
    expect(done.body.data.ticketCRInfo.every((t: { status: string; statusText: string }) => t.status === "completed" && t.statusText === "Completed")).toBe(true);
    expect(await walletBalance(w.wallet.id)).toBe(before + toMinorUnits(refundAmount));
    const lines = await refundLines(w.wallet.id, bookingId);
    expect(lines).toHaveLength(1);
    const [row] = await changeRequestRows(bookingId);
    expect(lines[0]).toMatchObject({ amount: toMinorUnits(refundAmount), idempotencyKey: `cr:${row.id}:refund`, pnr: booking.pnr, journalId: row.refundJournalId });

    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }));
    expect(details.body.data).toMatchObject({ status: "cancelled", statusId: 4, supplierChangeReqStatus: { statusText: "Completed" } });
    expect(details.body.data.ticketCRInfo).toEqual(done.body.data.ticketCRInfo);
    // A cancelled booking takes no further request.
    expect((await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "again" })).status).toBe(409);
  });

  it("credits a completed refund exactly once, whatever the number of polls and concurrent refreshes", async () => {
    const { w, bookingId, api } = await ticketedWorld();
    const before = await walletBalance(w.wallet.id);
    expect((await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 2, Remarks: "Flight cancelled by the airline" })).status).toBe(200);
    await setSupplierSettings(w, INSTANT);
    const answers = await Promise.all([...Array.from({ length: 6 }, () => api.getCRStatus({ BookingId: bookingId })), pollChangeRequests(later()), pollChangeRequests(later())]);
    for (const a of answers.slice(0, 6)) expect((a as { status: number }).status).toBe(200);
    for (let i = 0; i < 3; i++) {
      await pollChangeRequests(later());
      expect((await api.getCRStatus({ BookingId: bookingId })).status).toBe(200);
    }
    const [row] = await changeRequestRows(bookingId);
    expect(row).toMatchObject({ status: "completed", cancellationType: 2 });
    expect(row.refundedAmount).toBeGreaterThan(0);
    expect(await refundLines(w.wallet.id, bookingId)).toHaveLength(1);
    expect(await walletBalance(w.wallet.id)).toBe(before + row.refundedAmount);
  });

  it("the poll job moves open requests on and credits the refund; a rejected request credits nothing", async () => {
    const first = await ticketedWorld();
    const second = await ticketedWorld();
    const before = [await walletBalance(first.w.wallet.id), await walletBalance(second.w.wallet.id)];
    for (const t of [first, second]) expect((await t.api.changeRequest({ BookingId: t.bookingId, RequestType: 1, CancellationType: 3, Remarks: "Plans changed" })).status).toBe(200);
    await setSupplierSettings(first.w, INSTANT);
    await setSupplierSettings(second.w, { ...INSTANT, changeRequestOutcome: "rejected" });
    // Checked moments ago by the send itself: not due yet.
    await pollChangeRequests();
    expect((await changeRequestRows(first.bookingId))[0].status).toBe("pending");
    await pollChangeRequests(later());
    const [done] = await changeRequestRows(first.bookingId);
    expect(done.status).toBe("completed");
    expect(await walletBalance(first.w.wallet.id)).toBe(before[0] + done.refundedAmount);
    expect((await bookingRow(first.bookingId)).status).toBe("cancelled");
    const [rejected] = await changeRequestRows(second.bookingId);
    expect(rejected).toMatchObject({ status: "rejected", statusText: "Rejected", refundedAmount: 0, refundJournalId: null });
    expect(await bookingRow(second.bookingId)).toMatchObject({ status: "ticketed", statusId: 3, changeRequestStatusText: "Rejected" });
    expect(await walletBalance(second.w.wallet.id)).toBe(before[1]);
    await pollChangeRequests(later());
    expect(await refundLines(first.w.wallet.id, first.bookingId)).toHaveLength(1);
  });
});

describe("partial refund and change itinerary", () => {
  it("refunds one passenger on one sector: only that ticket gets the status, the booking keeps its other ticket", async () => {
    const { w, bookingId, api, booking } = await ticketedWorld({ passengers: 2, stops: 1, settings: INSTANT, cabinClass: 4 });
    expect(booking.segs).toHaveLength(2);
    const [first] = booking.segs;
    const ticketId = booking.pax[1].ticket!.ticketId;
    const body = { BookingId: bookingId, RequestType: 2, Sectors: [{ Origin: first.originAirportCode, Destination: first.destinationAirportCode }], TicketId: [ticketId] };
    const cc = await api.getCC(body);
    expect(cc.status).toBe(200);
    const whole = await api.getCC({ BookingId: bookingId, RequestType: 1 });
    expect(cc.body.data.refundAmount + cc.body.data.cancellationCharge).toBeLessThan(whole.body.data.refundAmount + whole.body.data.cancellationCharge);
    const before = await walletBalance(w.wallet.id);

    const sent = await api.changeRequest({ ...body, CancellationType: 3, Remarks: "Second passenger does not travel" });
    expect(sent.status).toBe(200);
    // Partially refunded: still ticketed (it takes more requests) but no longer statusId 3 "Ticketed" (issue 10, decision 0014).
    expect(sent.body.data).toMatchObject({ status: "ticketed", statusId: 8, supplierChangeReqStatus: { statusText: "Completed" } });
    expect(sent.body.data.ticketCRInfo).toEqual([{ changeRequestId: expect.any(String), ticketId, status: "completed", statusText: "Completed" }]);
    expect(sent.body.data.changeRequest).toMatchObject({ sectors: [{ origin: first.originAirportCode, destination: first.destinationAirportCode }], ticketIds: [ticketId], refundedAmount: cc.body.data.refundAmount });
    expect(await walletBalance(w.wallet.id)).toBe(before + toMinorUnits(cc.body.data.refundAmount));

    // That ticket is refunded now; the other one can still be refunded.
    const again = await api.changeRequest({ ...body, CancellationType: 3, Remarks: "again" });
    expect(again.status).toBe(400);
    expect(again.body.shortError).toEqual({ "TicketId.0": "This ticket has already been refunded" });
    const other = await api.changeRequest({ ...body, TicketId: [booking.pax[0].ticket!.ticketId], CancellationType: 3, Remarks: "Lead passenger too" });
    expect(other.status).toBe(200);
    expect(other.body.data.ticketCRInfo.map((t: { ticketId: string }) => t.ticketId)).toEqual([ticketId, booking.pax[0].ticket!.ticketId]);
    expect(await refundLines(w.wallet.id, bookingId)).toHaveLength(2);
  });

  it("a change itinerary request names tickets, covers every sector, charges a fee and refunds nothing", async () => {
    const { w, bookingId, api, booking } = await ticketedWorld({ passengers: 2, cheapest: true });
    const before = await walletBalance(w.wallet.id);
    const ticketId = booking.pax[0].ticket!.ticketId;
    // The airline charges the date change fee its fare rules publish for this fare (per passenger per sector).
    const fee = earlyChangeFeeOf(booking.fareRules) * booking.segs.length;
    expect(fee).toBeGreaterThan(0);
    const cc = await api.getCC({ BookingId: bookingId, RequestType: 3, TicketId: [ticketId] });
    expect(cc.body.data).toMatchObject({ cancellationCharge: fee, refundAmount: 0 });
    const sent = await api.changeRequest({ BookingId: bookingId, RequestType: 3, CancellationType: 3, TicketId: [ticketId], Sectors: [{ Origin: "XXX", Destination: "YYY" }], Remarks: "Move to the next day" });
    expect(sent.status).toBe(200);
    expect(sent.body.data).toMatchObject({ status: "changeRequested", statusId: 7 });
    expect(sent.body.data.changeRequest.sectors).toHaveLength(booking.segs.length);
    await setSupplierSettings(w, INSTANT);
    const done = await api.getCRStatus({ BookingId: bookingId });
    expect(done.body.data).toMatchObject({ status: "ticketed", statusId: 3, changeRequest: { status: "completed", cancellationCharge: fee, refundedAmount: 0, isRefundCredited: false } });
    expect(done.body.data.ticketCRInfo).toEqual([expect.objectContaining({ ticketId, status: "completed" })]);
    expect(await walletBalance(w.wallet.id)).toBe(before);
  });
});

import { closeDb } from "@/db/client";
import { POST as detailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as ticketsRoute } from "@/app/api/getTickets/route";
import { toETicketSlug } from "@/lib/eticket-slug";
import { toMinorUnits } from "@/lib/money";
import { verifySessionToken } from "@/server/auth/session";
import type { SiteRecord } from "@/server/sites/find-site";
import { getETicketPage } from "@/server/tickets/eticket/get-eticket-page";
import { call } from "../helpers/http";
import { bookingRow, ticketedWorld, type World } from "./change-requests-world";

afterAll(() => closeDb());

const INSTANT = { changeRequestInstant: true };
const sector = (s: { originAirportCode: string; destinationAirportCode: string }) => `${s.originAirportCode}-${s.destinationAirportCode}`;

async function eTicket(w: World, bookingId: number, pnr: string, query: Record<string, string> = {}) {
  const page = await getETicketPage({ site: w.site as SiteRecord, principal: (await verifySessionToken(w.token))!, ip: "10.8.8.8", slug: toETicketSlug(bookingId, pnr), query });
  return page;
}

async function queueCard(w: World, bookingId: number) {
  const res = await call(ticketsRoute, "/api/getTickets", w.opts({}));
  return res.body.data.records.find((r: { bookingId: number }) => r.bookingId === bookingId);
}

describe("a completed partial refund", () => {
  it("marks the refunded passenger's ticket, leaves them and their barcodes off the e-ticket, shows the refund and the spec's status", async () => {
    const { w, bookingId, api, booking } = await ticketedWorld({ passengers: 2, stops: 1, settings: INSTANT, cabinClass: 4 });
    const [asha, meera] = booking.pax;
    const all = booking.segs.map((s) => ({ Origin: s.originAirportCode, Destination: s.destinationAirportCode }));
    const before = await eTicket(w, bookingId, booking.pnr!);
    if (before.kind !== "ok") throw new Error(before.kind);
    expect(before.view.passengers).toHaveLength(2);

    const sent = await api.changeRequest({ BookingId: bookingId, RequestType: 2, CancellationType: 3, Sectors: all, TicketId: [meera.ticket!.ticketId], Remarks: "Meera does not travel" });
    expect(sent.status).toBe(200);
    const refunded = sent.body.data.changeRequest.refundedAmount as number;
    expect(refunded).toBeGreaterThan(0);
    // Spec 000 section 4: 3 Ticketed, 4 Cancelled, any other value Change request. Not "Ticketed" any more.
    expect(sent.body.data).toMatchObject({ status: "ticketed", statusId: 8, supplierChangeReqStatus: { statusText: "Completed" } });

    const row = await bookingRow(bookingId);
    const marked = row.passengers as { ticket: { ticketId: string; refunds?: { sectors: string[]; refundedAmount: number }[] } }[];
    expect(marked[1].ticket.refunds).toEqual([expect.objectContaining({ sectors: booking.segs.map(sector), refundedAmount: toMinorUnits(refunded) })]);
    expect(marked[0].ticket.refunds ?? []).toEqual([]);

    const details = await call(detailsRoute, "/api/getBookingDetails", w.opts({ bookingId }));
    expect(details.body.data).toMatchObject({ status: "ticketed", statusId: 8 });

    const card = await queueCard(w, bookingId);
    expect(card).toMatchObject({ status: "Change request", statusId: 8, changeRequestStatusText: "Completed", refundedAmount: refunded });
    expect(card.passengers.map((p: { isRefunded: boolean }) => p.isRefunded)).toEqual([false, true]);

    const after = await eTicket(w, bookingId, booking.pnr!);
    if (after.kind !== "ok") throw new Error(after.kind);
    expect(after.view.passengers.map((p) => p.ticketNumber)).toEqual([asha.ticket!.ticketNumber]);
    expect(after.view.refundedPassengerCount).toBe(1);
    const barcodeNames = after.view.passengers.flatMap((p) => p.barcodes.map((b) => b.content.slice(2, 22).trim()));
    expect(barcodeNames).toHaveLength(2);
    expect(barcodeNames.every((n) => n.startsWith("RAO/ASHA"))).toBe(true);
    const payment = after.view.payment!;
    expect(payment.refunded).toBe(refunded);
    expect(toMinorUnits(payment.totalAfterRefund)).toBe(toMinorUnits(payment.total) - toMinorUnits(refunded));
    // The refunded passenger's own link is gone.
    expect((await eTicket(w, bookingId, booking.pnr!, { pax: "1" })).kind).toBe("notFound");
    expect((await eTicket(w, bookingId, booking.pnr!, { pax: "0" })).kind).toBe("ok");

    // The rest of the booking still takes a request; refunding the last passenger cancels it.
    const last = await api.changeRequest({ BookingId: bookingId, RequestType: 2, CancellationType: 3, Sectors: all, TicketId: [asha.ticket!.ticketId], Remarks: "Asha does not travel either" });
    expect(last.status).toBe(200);
    expect(last.body.data).toMatchObject({ status: "cancelled", statusId: 4 });
    expect(await queueCard(w, bookingId)).toMatchObject({ status: "Cancelled", statusId: 4 });
  });

  it("refunding one sector of a ticket drops that sector's barcode and baggage line for that passenger only", async () => {
    const { w, bookingId, api, booking } = await ticketedWorld({ passengers: 2, stops: 1, settings: INSTANT, cabinClass: 4 });
    const [first, second] = booking.segs;
    const sent = await api.changeRequest({ BookingId: bookingId, RequestType: 2, CancellationType: 3, Sectors: [{ Origin: second.originAirportCode, Destination: second.destinationAirportCode }], TicketId: [booking.pax[0].ticket!.ticketId], Remarks: "Asha stops halfway" });
    expect(sent.status).toBe(200);
    expect(sent.body.data.statusId).toBe(8);
    const page = await eTicket(w, bookingId, booking.pnr!);
    if (page.kind !== "ok") throw new Error(page.kind);
    const [asha, meera] = page.view.passengers;
    expect(asha.refundedSectors).toEqual([sector(second)]);
    expect(asha.barcodes.map((b) => b.sector)).toEqual([sector(first)]);
    expect(asha.baggage.map((b) => b.sector)).toEqual([sector(first)]);
    expect(meera.barcodes.map((b) => b.sector)).toEqual([sector(first), sector(second)]);
    const card = await queueCard(w, bookingId);
    expect(card.passengers[0]).toMatchObject({ refundedSectors: [sector(second)], isRefunded: false });
    // The same ticket's other sector may still be refunded.
    const rest = await api.changeRequest({ BookingId: bookingId, RequestType: 2, CancellationType: 3, Sectors: [{ Origin: first.originAirportCode, Destination: first.destinationAirportCode }], TicketId: [booking.pax[0].ticket!.ticketId], Remarks: "and the first" });
    expect(rest.status).toBe(200);
    const again = await eTicket(w, bookingId, booking.pnr!);
    if (again.kind !== "ok") throw new Error(again.kind);
    expect(again.view.passengers.map((p) => p.index)).toEqual([1]);
  });
});

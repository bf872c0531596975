import { closeDb } from "@/db/client";
import { walletBalance } from "../helpers/booking-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";
import { bookingRow, changeRequestRows, endpoints, restrictTo, setSupplierSettings, ticketedWorld } from "./change-requests-world";

afterAll(() => closeDb());

const REQUIRED = "This is required field.";

describe("change requests: validation (400 with the spec's words)", () => {
  it("requires requestType, cancellation type and remarks; sectors and passengers per type", async () => {
    const { bookingId, api, booking } = await ticketedWorld({ passengers: 2, stops: 1 });
    const empty = await api.changeRequest({ BookingId: bookingId, Remarks: "   " });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toMatchObject({ RequestType: REQUIRED, CancellationType: REQUIRED, Remarks: REQUIRED });
    const partial = await api.changeRequest({ BookingId: bookingId, RequestType: 2, CancellationType: 3, Remarks: "x" });
    expect(partial.status).toBe(400);
    expect(partial.body.shortError).toEqual({ Sectors: REQUIRED, TicketId: REQUIRED });
    const change = await api.changeRequest({ BookingId: bookingId, RequestType: 3, CancellationType: 3, Remarks: "x" });
    expect(change.body.shortError).toEqual({ TicketId: REQUIRED });
    expect((await api.changeRequest({ BookingId: bookingId, RequestType: 4, CancellationType: 1, Remarks: "x" })).body.shortError).toEqual({ RequestType: "Use 1 (Refund), 2 (Partial Refund) or 3 (Change Itinerary / Reissue)", CancellationType: "Use 2 (flight cancelled) or 3 (other reasons)" });
    expect((await api.getCC({ RequestType: 1 })).body.shortError).toEqual({ BookingId: REQUIRED });

    const [seg] = booking.segs;
    const foreign = await api.changeRequest({
      BookingId: bookingId,
      RequestType: 2,
      CancellationType: 3,
      Sectors: [{ Origin: seg.originAirportCode, Destination: seg.destinationAirportCode }, { Origin: "LHR", Destination: "JFK" }],
      TicketId: [booking.pax[0].ticket!.ticketId, "999"],
      Remarks: "x",
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.shortError).toEqual({ "Sectors.1": "This sector is not part of the booking", "TicketId.1": "This ticket is not part of the booking" });
    expect((await api.getCC({ BookingId: bookingId, RequestType: 3, TicketId: ["42"] })).body.shortError).toEqual({ "TicketId.0": "This ticket is not part of the booking" });
    // Nothing was sent or recorded.
    expect(await changeRequestRows(bookingId)).toHaveLength(0);
    expect((await bookingRow(bookingId)).status).toBe("ticketed");
  });
});

describe("change requests: who may raise and refresh them", () => {
  it("answers 401 anonymous, 403 without the change-request permissions, 404 for another agent's and another site's booking", async () => {
    const { w, bookingId, api } = await ticketedWorld();
    const refund = { BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "x" };
    expect((await api.getCC({ BookingId: bookingId, RequestType: 1 }, null)).status).toBe(401);
    expect((await api.changeRequest(refund, null)).status).toBe(401);
    expect((await api.getCRStatus({ BookingId: bookingId }, null)).status).toBe(401);

    const viewer = await createTestUser(w.site.id);
    await restrictTo(w.site.id, viewer.id, ["tickets.changeRequests.view"]);
    const viewerToken = await logInAs(w.site.domain, viewer.email!);
    const denied = await api.changeRequest(refund, viewerToken);
    expect(denied.status).toBe(403);
    expect((await api.getCC({ BookingId: bookingId, RequestType: 1 }, viewerToken)).status).toBe(403);
    const raiser = await createTestUser(w.site.id);
    await restrictTo(w.site.id, raiser.id, ["tickets.changeRequests.raise"]);
    expect((await api.getCRStatus({ BookingId: bookingId }, await logInAs(w.site.domain, raiser.email!))).status).toBe(403);

    // Another agent of the same site, with every permission: not found.
    const other = await createTestUser(w.site.id);
    const otherToken = await logInAs(w.site.domain, other.email!);
    for (const res of [await api.changeRequest(refund, otherToken), await api.getCC({ BookingId: bookingId, RequestType: 1 }, otherToken), await api.getCRStatus({ BookingId: bookingId }, otherToken)]) {
      expect(res.status).toBe(404);
    }
    // Another site's agent asking for this booking by id: not found, and nothing changes.
    const elsewhere = await ticketedWorld();
    const theirs = endpoints(elsewhere.w);
    expect((await theirs.changeRequest(refund)).status).toBe(404);
    expect((await theirs.getCC({ BookingId: bookingId, RequestType: 1 })).status).toBe(404);
    expect((await theirs.getCRStatus({ BookingId: bookingId })).status).toBe(404);
    expect(await changeRequestRows(bookingId)).toHaveLength(0);
    expect((await bookingRow(bookingId)).status).toBe("ticketed");
  });

  it("lets staff of the site raise a request on an agent's booking", async () => {
    const { w, bookingId, api } = await ticketedWorld();
    const staff = await createTestUser(w.site.id, { userType: "staff" });
    const res = await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "Raised by the desk" }, await logInAs(w.site.domain, staff.email!));
    expect(res.status).toBe(200);
    const [row] = await changeRequestRows(bookingId);
    expect(row.userId).toBe(staff.id);
  });
});

describe("change requests: state conflicts (409)", () => {
  it("refuses a booking that is not ticketed", async () => {
    const { bookingId, api } = await ticketedWorld({ pay: false });
    const res = await api.changeRequest({ BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "x" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("Only a ticketed booking can have a change request");
    expect((await api.getCC({ BookingId: bookingId, RequestType: 1 })).status).toBe(409);
    expect(await changeRequestRows(bookingId)).toHaveLength(0);
  });

  it("sends one request for a double submit: the other answers 409 and nothing is sent twice", async () => {
    const { w, bookingId, api } = await ticketedWorld({ passengers: 2 });
    const before = await walletBalance(w.wallet.id);
    const body = { BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "Double click" };
    const answers = await Promise.all([api.changeRequest(body), api.changeRequest(body), api.changeRequest(body)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const refused = answers.find((a) => a.status === 409)!;
    expect(refused.body.message).toBe("A change request is already open for this booking");
    const rows = await changeRequestRows(bookingId);
    expect(rows).toHaveLength(1);
    expect(rows[0].supplierRequests).toHaveLength(2);
    const later = await api.changeRequest(body);
    expect(later.status).toBe(409);
    expect(await changeRequestRows(bookingId)).toHaveLength(1);
    expect(await walletBalance(w.wallet.id)).toBe(before);
  });

  it("a supplier refusal (502) leaves the booking ticketed with no request recorded, so it can be sent again", async () => {
    const { w, bookingId, api } = await ticketedWorld();
    await setSupplierSettings(w, { failMode: "error" });
    const body = { BookingId: bookingId, RequestType: 1, CancellationType: 3, Remarks: "x" };
    const res = await api.changeRequest(body);
    expect(res.status).toBe(502);
    // The agent is the site's customer: the source's name is not theirs to see (white label, decision 0060).
    expect(res.body.message).toBe("The supplier is unavailable (simulated failure)");
    expect((await api.getCC({ BookingId: bookingId, RequestType: 1 })).status).toBe(502);
    expect(await changeRequestRows(bookingId)).toHaveLength(0);
    expect(await bookingRow(bookingId)).toMatchObject({ status: "ticketed", statusId: 3, changeRequestStatusText: null });
    await setSupplierSettings(w, {});
    expect((await api.changeRequest(body)).status).toBe(200);
  });
});

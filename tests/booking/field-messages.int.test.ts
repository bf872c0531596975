import { closeDb } from "@/db/client";
import { POST as changeRequestRoute } from "@/app/api/changeRequest/route";
import { POST as getCCRoute } from "@/app/api/getCC/route";
import { POST as crStatusRoute } from "@/app/api/getCRStatus/route";
import { POST as ticketDetailRoute } from "@/app/api/ticketDetail/getTicketDetail/route";
import { POST as bookingDetailsRoute } from "@/app/api/getBookingDetails/route";
import { POST as releaseRoute } from "@/app/api/releaseFlight/route";
import { POST as orderSuccessRoute } from "@/app/api/payments/orderSuccessCallback/route";
import { POST as validateRoute } from "@/app/api/validateBooking/route";
import { POST as setFlightDetailsRoute } from "@/app/api/setFlightDetails/route";
import { POST as fareQuoteRoute } from "@/app/api/fareQuote/route";
import { POST as updateBookingDetailsRoute } from "@/app/api/updateBookingDetails/route";
import { POST as emailETicketRoute } from "@/app/api/eTicket/email/route";
import { Messages } from "@/lib/constants";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

type Route = Parameters<typeof call>[0];
let post: (route: Route, path: string, body: unknown) => Promise<Record<string, string>>;

beforeAll(async () => {
  const site = await createTestSite();
  const agent = await createTestUser(site.id, { userType: "travelAgent" });
  const token = await logInAs(site.domain, agent.email!);
  post = async (route, path, body) => {
    const res = await call(route, path, { host: site.domain, token, body });
    expect(res.status).toBe(400);
    return res.body.shortError;
  };
});

const ORDER = "7d0f2a8e-3c1b-4d5e-9f6a-0b1c2d3e4f50";

describe("'This is required field.' only for a missing or empty value (spec 000 section 5)", () => {
  it("change requests: CancellationType 1 and other present but invalid values get their own message", async () => {
    const bad = await post(changeRequestRoute, "/api/changeRequest", { BookingId: 0, RequestType: 9, CancellationType: 1, Remarks: 5, TicketId: "T1" });
    expect(bad).toEqual({
      BookingId: "Must be a positive whole number",
      RequestType: "Use 1 (Refund), 2 (Partial Refund) or 3 (Change Itinerary / Reissue)",
      CancellationType: "Use 2 (flight cancelled) or 3 (other reasons)",
      Remarks: "Must be text",
      TicketId: "Use a list of ticket ids",
    });
    expect((await post(changeRequestRoute, "/api/changeRequest", { BookingId: 1, RequestType: 1, CancellationType: "2", Remarks: "x" })).CancellationType).toBe("Use 2 (flight cancelled) or 3 (other reasons)");
    const missing = await post(changeRequestRoute, "/api/changeRequest", { Remarks: "  " });
    expect(missing).toEqual({ BookingId: Messages.required, RequestType: Messages.required, CancellationType: Messages.required, Remarks: Messages.required });
    expect(await post(changeRequestRoute, "/api/changeRequest", { BookingId: null, RequestType: null, CancellationType: null, Remarks: "x" })).toEqual({ BookingId: Messages.required, RequestType: Messages.required, CancellationType: Messages.required });
    expect(await post(getCCRoute, "/api/getCC", { BookingId: 1.5, RequestType: 0 })).toEqual({ BookingId: "Must be a positive whole number", RequestType: "Use 1 (Refund), 2 (Partial Refund) or 3 (Change Itinerary / Reissue)" });
    expect(await post(crStatusRoute, "/api/getCRStatus", { BookingId: "abc" })).toEqual({ BookingId: "Must be a positive whole number" });
  });

  it("booking and queue endpoints: a bad booking id, payment method, order id or passenger list is not 'required'", async () => {
    expect(await post(ticketDetailRoute, "/api/ticketDetail/getTicketDetail", { bookingId: "abc" })).toEqual({ bookingId: "Must be a positive whole number" });
    expect(await post(ticketDetailRoute, "/api/ticketDetail/getTicketDetail", {})).toEqual({ bookingId: Messages.required });
    expect(await post(bookingDetailsRoute, "/api/getBookingDetails", { bookingId: -3 })).toEqual({ bookingId: "Must be a positive whole number" });
    expect(await post(releaseRoute, "/api/releaseFlight", { BookingId: "x" })).toEqual({ BookingId: "Must be a positive whole number" });
    expect(await post(orderSuccessRoute, "/api/payments/orderSuccessCallback", { orderId: ORDER, paymentMethod: "bitcoin" })).toEqual({ paymentMethod: "Use wallet, gateway or hold" });
    expect(await post(orderSuccessRoute, "/api/payments/orderSuccessCallback", { orderId: 42, paymentMethod: "" })).toEqual({ orderId: "Unknown orderId", paymentMethod: Messages.required });
    expect(await post(validateRoute, "/api/validateBooking", { orderId: ORDER, passengers: "Asha" })).toEqual({ passengers: "Use a list of passengers" });
    expect(await post(validateRoute, "/api/validateBooking", { orderId: ORDER, passengers: [] })).toEqual({ passengers: Messages.required });
    expect(await post(setFlightDetailsRoute, "/api/setFlightDetails", { searchId: 12, resultIndex: 7 })).toEqual({ searchId: "Unknown searchId", resultIndex: "Unknown resultIndex" });
    expect(await post(fareQuoteRoute, "/api/fareQuote", { searchId: ORDER, resultIndex: "" })).toEqual({ resultIndex: Messages.required });
    expect((await post(updateBookingDetailsRoute, "/api/updateBookingDetails", { bookingId: 0, txnFee: 10 })).bookingId).toBe("Must be a positive whole number");
    expect(await post(emailETicketRoute, "/api/eTicket/email", { bookingId: "12" })).toEqual({ bookingId: "Must be a positive whole number" });
    expect(await post(emailETicketRoute, "/api/eTicket/email", {})).toEqual({ bookingId: Messages.required });
  });
});

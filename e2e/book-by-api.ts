import { expect, type APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, inDays } from "./fixtures";

async function postOk(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(path, { headers: { "auth-token": token }, data });
  const body = await res.json();
  expect(res.status(), `${path}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

/**
 * A ticketed two-passenger BOM-DEL booking of the demo agent, paid from the wallet through the API
 * (the demo data has no bookings; the booking screens have their own spec).
 */
export async function bookTicketByApi(request: APIRequestContext, options: { lastName?: string } = {}) {
  const login = await request.post("/api/wl/user/login", { data: { email: "agent@demo.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.authToken as string;
  const search = await postOk(request, token, "/api/search", { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: inDays(21), adt: 2 });
  const results = search.results[0] as { resultIndex: string; isLcc: boolean; segments: unknown[][] }[];
  const chosen = results.find((r) => r.isLcc && r.segments[0].length === 2) ?? results.find((r) => r.isLcc) ?? results[0];
  const { orderId } = await postOk(request, token, "/api/setFlightDetails", { searchId: search.searchId, resultIndex: chosen.resultIndex });
  const lead = { paxType: 1, title: "Mr", firstName: "Rohan", lastName: options.lastName ?? "Venkataramanasubramaniam", gender: 1, dateOfBirth: "1984-03-02", email: "rohan@example.com", phoneCode: "in", mobileNo: "9876543210", isLeadPax: true };
  const second = { ...lead, title: "Mrs", firstName: "Kavya", lastName: "Iyer", gender: 2, email: "", mobileNo: "", isLeadPax: false };
  await postOk(request, token, "/api/validateBooking", { orderId, passengers: [lead, second] });
  const paid = await postOk(request, token, "/api/payments/orderSuccessCallback", { orderId, paymentMethod: "wallet" });
  expect(paid.status).toBe("ticketed");
  return { bookingId: paid.bookingId as number, pnr: paid.pnr as string, segments: chosen.segments[0].length };
}

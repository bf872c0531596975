import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightOrders } from "@/db/schema/orders";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as setRoute } from "@/app/api/setFlightDetails/route";
import { POST as getRoute } from "@/app/api/getFlightDetails/route";
import { call } from "../helpers/http";
import { createFlightWorld, daysFromNow } from "../helpers/flight-fixtures";
import { createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

async function searched(body: Record<string, unknown> = {}) {
  const w = await createFlightWorld();
  const res = await call(searchRoute, "/api/search", { host: w.site.domain, token: w.token, body: { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(11), adt: 2, ...body } });
  return { ...w, data: res.body.data };
}

describe("POST /api/setFlightDetails and /api/getFlightDetails", () => {
  it("creates an order for the price the caller saw, held for 15 minutes, and reads it back", async () => {
    const s = await searched();
    const chosen = s.data.results[0][3];
    const res = await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: s.data.searchId, resultIndex: chosen.resultIndex } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ searchId: s.data.searchId, amount: chosen.publishedPrice, currency: "INR", status: "inProcess", isExpired: false });
    const held = new Date(res.body.data.expiresAt).getTime() - Date.now();
    expect(held).toBeGreaterThan(14 * 60_000);
    expect(held).toBeLessThanOrEqual(15 * 60_000);
    const [row] = await systemDb.select().from(flightOrders).where(eq(flightOrders.id, res.body.data.orderId));
    expect(row.amount).toBe(Math.round(chosen.publishedPrice * 100));
    const back = await call(getRoute, "/api/getFlightDetails", { host: s.site.domain, token: s.token, body: { orderId: res.body.data.orderId } });
    expect(back.status).toBe(200);
    expect(back.body.data.results).toEqual([chosen]);
  });

  it("answers the same order again for the same idempotencyKey (decision 0032), racing calls included; without a key every call is a new order", async () => {
    const s = await searched();
    const body = { searchId: s.data.searchId, resultIndex: s.data.results[0][0].resultIndex, idempotencyKey: "booking:41:ticket" };
    const set = (b: Record<string, unknown>) => call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: b });
    const answers = await Promise.all([set(body), set(body), set(body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.data.orderId)).size).toBe(1);
    expect(answers.filter((a) => a.body.data.isRepeat === true)).toHaveLength(2);
    const rows = await systemDb.select().from(flightOrders).where(eq(flightOrders.searchId, s.data.searchId));
    expect(rows).toHaveLength(1);
    expect(rows[0].idempotencyKey).toBe("booking:41:ticket");
    const { idempotencyKey: _unused, ...unkeyed } = body;
    void _unused;
    const [one, two] = [await set(unkeyed), await set(unkeyed)];
    expect(one.body.data.orderId).not.toBe(two.body.data.orderId);
    const tooLong = await set({ ...body, idempotencyKey: "k".repeat(201) });
    expect(tooLong.status).toBe(400);
  });

  it("needs both legs of a domestic return and sums them", async () => {
    const s = await searched({ journeyType: 2, returnDate: daysFromNow(14) });
    const [out, back] = [s.data.results[0].find((r: { fareType: string }) => r.fareType === "normal"), s.data.results[1][0]];
    const missing = await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: s.data.searchId, resultIndex: out.resultIndex } });
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ returnResultIndex: "This is required field." });
    const res = await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: s.data.searchId, resultIndex: out.resultIndex, returnResultIndex: back.resultIndex } });
    expect(res.status).toBe(200);
    expect(res.body.data.amount).toBeCloseTo(out.publishedPrice + back.publishedPrice, 2);
    expect(res.body.data.results).toHaveLength(2);
  });

  it("refuses unknown results (404), bad ids (400), anonymous callers (401) and other users' orders (404)", async () => {
    const s = await searched();
    expect((await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: s.data.searchId, resultIndex: "1~nope" } })).status).toBe(404);
    expect((await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: "x", resultIndex: "" } })).status).toBe(400);
    expect((await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, body: { searchId: s.data.searchId, resultIndex: "1~x" } })).status).toBe(401);
    const order = await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: s.data.searchId, resultIndex: s.data.results[0][0].resultIndex } });
    const other = await createTestUser(s.site.id);
    const otherToken = await logInAs(s.site.domain, other.email!);
    expect((await call(getRoute, "/api/getFlightDetails", { host: s.site.domain, token: otherToken, body: { orderId: order.body.data.orderId } })).status).toBe(404);
    const elsewhere = await searched();
    expect((await call(getRoute, "/api/getFlightDetails", { host: elsewhere.site.domain, token: elsewhere.token, body: { orderId: order.body.data.orderId } })).status).toBe(404);
  });

  it("reports an expired hold", async () => {
    const s = await searched();
    const order = await call(setRoute, "/api/setFlightDetails", { host: s.site.domain, token: s.token, body: { searchId: s.data.searchId, resultIndex: s.data.results[0][0].resultIndex } });
    await systemDb.update(flightOrders).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(flightOrders.id, order.body.data.orderId));
    const back = await call(getRoute, "/api/getFlightDetails", { host: s.site.domain, token: s.token, body: { orderId: order.body.data.orderId } });
    expect(back.body.data.isExpired).toBe(true);
  });
});

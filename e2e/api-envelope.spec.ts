import { expect, test, type APIResponse } from "@playwright/test";
import { DEMO_PASSWORD } from "./fixtures";

/**
 * Every answer under /api/ from the built server (proxy.ts, the route wrapper, next-auth's routes) is
 * the JSON error envelope with a request id and the security headers: unknown paths, wrong methods,
 * broken percent-encoding, U+0000, ids past their column, a bad site-id header. The in-process
 * contract suite (tests/contract) covers every operation; this checks what only the real server does.
 */
async function expectEnvelope(res: APIResponse, status: number, errorCode?: string) {
  expect(res.status(), await res.text()).toBe(status);
  expect(res.headers()["content-type"]).toContain("application/json");
  const body = await res.json();
  expect(body).toMatchObject({ success: false, errorCode: errorCode ?? expect.any(String), errorMessage: expect.any(String), message: expect.any(String) });
  expect(res.headers()["x-request-id"]).toBeTruthy();
  expect(res.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(res.headers()["x-content-type-options"]).toBe("nosniff");
}

test("an unknown API path is a 404 envelope, not the HTML not-found page", async ({ request }) => {
  await expectEnvelope(await request.get("/api/nothing-here"), 404, "NOT_FOUND");
  await expectEnvelope(await request.post("/api/getAirports/extra", { data: {} }), 404, "NOT_FOUND");
  await expectEnvelope(await request.get("/api"), 404, "NOT_FOUND");
});

test("a method the endpoint does not serve is a 405 envelope with Allow", async ({ request }) => {
  const res = await request.delete("/api/wl/user/login");
  await expectEnvelope(res, 405, "METHOD_NOT_ALLOWED");
  expect(res.headers()["allow"]).toBe("OPTIONS, POST");
  const get = await request.get("/api/wl/user/login");
  await expectEnvelope(get, 405, "METHOD_NOT_ALLOWED");
  const post = await request.post("/api/health");
  expect(post.headers()["allow"]).toBe("GET, HEAD, OPTIONS");
});

test("broken percent-encoding in a path segment is a 400 envelope", async ({ request }) => {
  await expectEnvelope(await request.post("/api/activity/markup/deleteActivityMarkup/%E0%A4%A"), 400, "BAD_REQUEST");
  await expectEnvelope(await request.get("/api/auth/%E0%A4%A"), 400, "BAD_REQUEST");
});

test("U+0000 in a body or a query is a 400 envelope, never a 500", async ({ request }) => {
  await expectEnvelope(await request.post("/api/wl/user/login", { data: { email: "a\u0000b@demo.test", password: "x" } }), 400, "VALIDATION_ERROR");
  await expectEnvelope(await request.post("/api/whitelabel/detetct", { data: { domain: "demo\u0000.test" } }), 400, "VALIDATION_ERROR");
  await expectEnvelope(await request.get("/api/master/dbCities?city=%00"), 400, "VALIDATION_ERROR");
});

test("a site-id header past the integer column, or not a number, is a 400 envelope", async ({ request }) => {
  for (const siteId of ["2147483648", "0x10", "-1"]) await expectEnvelope(await request.get("/api/getCountryList", { headers: { "site-id": siteId } }), 400, "BAD_REQUEST");
});

test("an id past its integer column is a 400 envelope", async ({ request }) => {
  const login = await request.post("/api/wl/user/login", { data: { email: "agent@demo.test", password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const token = (await login.json()).data.authToken as string;
  const res = await request.post("/api/getBookingDetails", { data: { bookingId: 2 ** 31 }, headers: { "auth-token": token } });
  await expectEnvelope(res, 400, "VALIDATION_ERROR");
  const tooBig = await request.post("/api/getBookingDetails", { data: { bookingId: 2 ** 31 - 1 }, headers: { "auth-token": token } });
  await expectEnvelope(tooBig, 404, "NOT_FOUND");
});

test("next-auth's routes answer no 500 and no plain-text error", async ({ request }) => {
  await expectEnvelope(await request.get("/api/auth/error?error=%00"), 400, "VALIDATION_ERROR");
  const callback = await request.post("/api/auth/callback/credentials", { maxRedirects: 0 });
  expect(callback.status()).toBe(302);
  await expectEnvelope(await request.post("/api/auth/callback/credentials", { headers: { "content-type": "text/plain" }, data: "x", maxRedirects: 0 }), 415);
  await expectEnvelope(await request.get("/api/auth/nothing"), 404, "NOT_FOUND");
  const session = await request.get("/api/auth/session");
  expect(session.status()).toBe(200);
  expect(await session.json()).toEqual({});
});

test("an e-ticket slug with a booking id past the integer column shows the not-found page", async ({ page }) => {
  const slug = Buffer.from("2147483648___ABC123").toString("base64");
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 800 });
    const res = await page.goto(`/flight/eTicket/${slug}`);
    expect(res?.status()).toBe(404);
    await page.screenshot({ path: `test-results/screens/eticket-huge-id-not-found-${width}.png`, fullPage: true });
  }
});

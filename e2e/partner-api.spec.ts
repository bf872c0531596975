import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { startWebhookReceiver, type ReceivedWebhook, type WebhookReceiver } from "../tests/helpers/webhook-receiver";
import { inDays, logInByApi } from "./fixtures";

/*
 * Issue 12 "done means": a partner key books through the API and receives the signed webhook on a
 * loopback receiver. Demo's staff create a partner company, issue it a live read-write key (shown once) and register
 * a webhook endpoint at a receiver this test starts on 127.0.0.1 (allowed only because
 * playwright.config.ts sets the loopback opt-in WAYFARE_WEBHOOK_ALLOW_LOOPBACK=1, decision 0033).
 * Then, with only the key (user-key + site-id, no cookie), search, fare quote, book and pay: the
 * receiver gets booking.ticketed, verified with standardwebhooks and the secret shown at
 * registration; the delivery log shows it; replay delivers it again (same webhook-id). Last, staff
 * rotate the secret: the next delivery verifies with the old and with the new secret.
 */

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver("/wayfare-hooks");
});
test.afterAll(async () => {
  await receiver.close();
});

const headersOf = (hook: ReceivedWebhook) => ({ "webhook-id": hook.id, "webhook-timestamp": String(hook.timestamp), "webhook-signature": hook.signature });

/** Waits until the receiver has a verified booking.ticketed for the booking, beyond the first `after` hooks. */
async function ticketedHook(bookingId: number, after = 0) {
  let found: ReceivedWebhook | undefined;
  await expect
    .poll(
      () => {
        found = receiver.received.slice(after).find((h) => h.payload.type === "booking.ticketed" && h.payload.data.bookingId === bookingId);
        return Boolean(found);
      },
      { timeout: 45_000, intervals: [500] },
    )
    .toBe(true);
  return found!;
}

async function postWithKey(api: APIRequestContext, key: string, siteId: number, path: string, data: unknown) {
  const res = await api.post(path, { headers: { "user-key": key, "site-id": String(siteId) }, data });
  const body = await res.json();
  expect(res.status(), `${path}: ${JSON.stringify(body).slice(0, 400)}`).toBe(200);
  return body.data;
}

test("a partner key books through the API and the partner receives the signed booking.ticketed webhook; replay and secret rotation", async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const detect = await page.request.post("/api/whitelabel/detetct", { data: { domain: new URL(baseURL!).hostname } });
  const siteId = (await detect.json()).data.siteId as number;
  await logInByApi(page, "superadmin@demo.test");
  await page.setViewportSize({ width: 1280, height: 900 });
  // The staff push prompt (bottom right, 3 s after load) can cover the delivery log's Replay: put it off.
  await page.addLocatorHandler(page.getByRole("region", { name: "Push notifications" }), async (banner) => banner.getByRole("button", { name: "Not now" }).click());

  // 0. The partner: a company of its own with ₹50,000 in its wallet (the demo agency's wallet is other specs' to check).
  await page.goto("/staff/api-keys");
  const partnerName = `Partner Travels ${Date.now().toString(36)}`;
  const post = <T,>(path: string, body: unknown) =>
    page.evaluate(
      async ([p, b]) => {
        const res = await fetch(p as string, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(b) });
        const json = await res.json();
        if (!res.ok) throw new Error(`${p}: ${res.status} ${JSON.stringify(json)}`);
        return json.data;
      },
      [path, body] as const,
    ) as Promise<T>;
  const { agent: partner } = await post<{ agent: { userId: number } }>("/api/wl/user/createAgent", {
    userData: { userType: "travelAgent", customer: { firstName: "Pia", lastName: "Partner", email: `pia.${Date.now()}@partner.example`, phone: `9${String(Date.now()).slice(-9)}`, phoneCode: "in", companyName: partnerName } },
  });
  await post("/api/wl/user/addWlUserWalletEntry", { userId: partner.userId, amount: 50_000, type: "credit", remark: "Partner e2e opening credit", idempotencyKey: `partner-e2e-${partner.userId}` });

  // 1. A live read-write key for the partner, shown once.
  await page.getByRole("button", { name: "New API key" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Find company").fill(partnerName);
  await dialog.getByRole("combobox", { name: /^Company/ }).selectOption({ label: partnerName });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(`Partner booking engine ${Date.now()}`);
  await dialog.getByLabel("Mode").selectOption("live");
  await dialog.getByLabel("Scope").selectOption("write");
  await dialog.getByRole("button", { name: "Create key" }).click();
  const shownKey = page.getByTestId("api-key-full");
  await expect(shownKey).toHaveText(/^wf_live_[0-9a-f]{40}$/);
  const key = (await shownKey.innerText()).trim();
  await page.getByRole("button", { name: "Done" }).click();
  await expect(page.getByText(key)).toHaveCount(0);

  // 2. A webhook endpoint at the loopback receiver; the secret is shown once.
  await page.goto("/staff/webhooks");
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await page.getByLabel("Partner company").selectOption({ label: partnerName });
  await page.getByLabel("URL").fill(receiver.url);
  await page.getByRole("textbox", { name: "Description" }).fill("Partner e2e receiver");
  await page.getByRole("button", { name: "Create endpoint" }).click();
  const secret = (await page.getByTestId("webhook-secret").innerText()).trim();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.getByRole("button", { name: "I have copied it" }).click();
  receiver.useSecret(secret);
  const row = page.getByRole("row").filter({ hasText: receiver.url });
  await expect(row).toContainText(partnerName);

  // 3. The partner, with only the key (a fresh context: no cookie), searches, quotes, books and pays.
  const api = await playwrightRequest.newContext({ baseURL: baseURL!.replace("localhost", "127.0.0.1") });
  try {
    expect((await api.storageState()).cookies).toEqual([]);
    const search = await postWithKey(api, key, siteId, "/api/search", { journeyType: 1, origin: "BOM", destination: "DEL", departureDate: inDays(24), adt: 1 });
    const results = search.results[0] as { resultIndex: string; isLcc: boolean }[];
    const chosen = results.find((r) => r.isLcc) ?? results[0];
    const quote = await postWithKey(api, key, siteId, "/api/fareQuote", { searchId: search.searchId, resultIndex: chosen.resultIndex });
    expect(quote.fareDetailResult.totalPayable).toBeGreaterThan(0);
    const { orderId } = await postWithKey(api, key, siteId, "/api/setFlightDetails", { searchId: search.searchId, resultIndex: chosen.resultIndex });
    const passenger = { paxType: 1, title: "Ms", firstName: "Ananya", lastName: "Partnerapi", gender: 2, dateOfBirth: "1990-05-06", email: "ananya@partner.example", phoneCode: "in", mobileNo: "9876500011", isLeadPax: true };
    await postWithKey(api, key, siteId, "/api/validateBooking", { orderId, passengers: [passenger] });
    const paid = await postWithKey(api, key, siteId, "/api/payments/orderSuccessCallback", { orderId, paymentMethod: "wallet" });
    expect(paid.status).toBe("ticketed");
    const bookingId = paid.bookingId as number;
    const details = await postWithKey(api, key, siteId, "/api/getBookingDetails", { bookingId });
    expect(JSON.stringify(details)).toContain(String(paid.pnr));

    // 4. The receiver got booking.ticketed, and it verifies with the secret shown at registration.
    const hook = await ticketedHook(bookingId);
    expect(receiver.rejected).toEqual([]);
    expect(new Webhook(secret).verify(hook.body, headersOf(hook))).toMatchObject({ type: "booking.ticketed", data: { bookingId, pnr: paid.pnr, status: expect.any(String) } });
    expect(() => new Webhook(`whsec_${Buffer.alloc(32, 7).toString("base64")}`).verify(hook.body, headersOf(hook))).toThrow();

    // 5. The delivery log shows it succeeded; replay delivers the same message (same webhook-id) again.
    await row.getByRole("button", { name: "Deliveries" }).click();
    const log = page.getByRole("table", { name: "Webhook deliveries" });
    const delivered = log.getByRole("row").filter({ hasText: "booking.ticketed" });
    await expect(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(delivered.first().getByTestId("delivery-status")).toHaveText("succeeded", { timeout: 2000 });
    }).toPass({ timeout: 30_000 });
    await expect(delivered.first()).toContainText("HTTP 204");
    const before = receiver.received.length;
    await delivered.first().getByRole("button", { name: "Replay" }).click();
    await expect(page.getByText("Delivery queued again", { exact: true })).toBeVisible();
    const replayed = await ticketedHook(bookingId, before);
    expect(replayed.id).toBe(hook.id);
    expect(replayed.payload).toEqual(hook.payload);
    await expect(async () => {
      await page.getByRole("button", { name: "Refresh" }).click();
      await expect(log.getByTestId("delivery-status")).toHaveText(["succeeded", "succeeded"], { timeout: 2000 });
    }).toPass({ timeout: 30_000 });

    // 6. Rotation: the new secret is shown once; for 24 h deliveries verify with the old and the new secret.
    await row.getByRole("button", { name: "Rotate secret" }).click();
    await expect(page.getByRole("dialog")).toContainText("24 hours");
    await page.screenshot({ path: "test-results/screens/webhooks-rotate-confirm-1280.png" });
    await page.getByRole("dialog").getByRole("button", { name: "Rotate secret" }).click();
    const newSecret = (await page.getByTestId("webhook-secret").innerText()).trim();
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(secret);
    await page.screenshot({ path: "test-results/screens/webhooks-rotate-secret-1280.png" });
    await page.setViewportSize({ width: 600, height: 900 });
    await page.screenshot({ path: "test-results/screens/webhooks-rotate-secret-600.png" });
    await page.getByRole("button", { name: "I have copied it" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);
    await expect(row).toContainText("Old secret also signs until");
    await page.screenshot({ path: "test-results/screens/webhooks-rotated-600.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: "test-results/screens/webhooks-rotated-1280.png", fullPage: true });

    const afterRotation = receiver.received.length;
    await log.getByRole("button", { name: "Replay" }).first().click();
    const signedTwice = await ticketedHook(bookingId, afterRotation);
    expect(signedTwice.signature.split(" ")).toHaveLength(2);
    expect(new Webhook(secret).verify(signedTwice.body, headersOf(signedTwice))).toMatchObject({ type: "booking.ticketed" });
    expect(new Webhook(newSecret).verify(signedTwice.body, headersOf(signedTwice))).toMatchObject({ type: "booking.ticketed" });
  } finally {
    await api.dispose();
  }
});

test("the API reference leads with the operations a partner key can call, grouped, then the rest", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/api-partner-program/reference");
  const withKey = page.getByRole("region", { name: "With your API key" });
  const others = page.getByRole("region", { name: "Other operations" });
  await expect(withKey).toBeVisible();
  // The partner part comes first, in booking order: flights (search) before booking (fare quote, book, pay).
  const headings = await page.locator("main h2, article h2").allInnerTexts();
  expect(headings.indexOf("With your API key")).toBeLessThan(headings.indexOf("Other operations"));
  const keyPaths = await withKey.locator("summary code").allInnerTexts();
  expect(keyPaths.slice(0, 2)).toEqual(["/api/search", "/api/getSearchResults"]);
  for (const path of ["/api/fareQuote", "/api/setFlightDetails", "/api/validateBooking", "/api/payments/orderSuccessCallback", "/api/getTickets", "/api/changeRequest"]) expect(keyPaths).toContain(path);
  expect(keyPaths.indexOf("/api/fareQuote")).toBeLessThan(keyPaths.indexOf("/api/setFlightDetails"));
  expect(keyPaths).not.toContain("/api/wl/webhooks/createWebhookEndpoint");
  await expect(withKey.locator("summary", { hasText: "/api/setFlightDetails" })).toContainText("key: write");
  await expect(withKey.locator("summary", { hasText: "/api/search" }).first()).toContainText("key: read");
  await expect(others.locator("summary code", { hasText: "/api/wl/webhooks/rotateWebhookSecret" })).toHaveCount(1);
  await page.screenshot({ path: "test-results/screens/api-reference-key-1280.png" });
  await page.setViewportSize({ width: 600, height: 900 });
  await page.screenshot({ path: "test-results/screens/api-reference-key-600.png" });
  await withKey.locator("summary", { hasText: "/api/setFlightDetails" }).click();
  await expect(withKey.getByText("API key: a live read-write key").first()).toBeVisible();
  await withKey.locator("summary", { hasText: "/api/setFlightDetails" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: "test-results/screens/api-reference-key-open-600.png" });
});

import { expect, test, type Page } from "@playwright/test";
import { createECDH, randomBytes, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { logInByApi, logInByForm } from "./fixtures";

/**
 * Issue 11 / spec 001 section 9: staff are asked about push notifications 3 seconds after a page
 * loads. Headless Chromium cannot subscribe for real (its push service is Google's FCM, out of reach
 * offline), so PushManager.subscribe/getSubscription are stubbed in the page: the test covers the
 * service worker registration, the prompt, the permission, the key the page subscribes with and the
 * POST that stores the subscription. The wire protocol (VAPID, encryption) is covered by
 * tests/notifications/push-delivery.int.test.ts against a push service on loopback.
 */

const shotsDir = "test-results/screens";
const dataDir = process.env.E2E_DATA_DIR ?? ".data/e2e";

type StubInput = { endpoint: string; p256dh: string; auth: string };

/** A browser-side key pair and auth secret as a browser would make them, and a push endpoint. */
function browserKeys(): StubInput {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return { endpoint: `https://push.example.test/e2e/${randomUUID()}`, p256dh: ecdh.getPublicKey().toString("base64url"), auth: randomBytes(16).toString("base64url") };
}

/** Replaces PushManager's subscribe/getSubscription; the subscription survives reloads (sessionStorage). */
async function stubPushManager(page: Page, input: StubInput) {
  await page.addInitScript((stub: StubInput) => {
    const STORE = "e2e-push-subscription";
    const toB64u = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const make = (serverKey: string) => ({
      endpoint: stub.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: Uint8Array.from(atob(serverKey.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0)).buffer },
      toJSON: () => ({ endpoint: stub.endpoint, expirationTime: null, keys: { p256dh: stub.p256dh, auth: stub.auth } }),
      unsubscribe: async () => {
        sessionStorage.removeItem(STORE);
        return true;
      },
    });
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const key = options?.applicationServerKey;
      const serverKey = toB64u(new Uint8Array(key instanceof ArrayBuffer ? key : (key as Uint8Array).buffer));
      sessionStorage.setItem(STORE, serverKey);
      return make(serverKey) as unknown as PushSubscription;
    };
    PushManager.prototype.getSubscription = async function () {
      const serverKey = sessionStorage.getItem(STORE);
      return (serverKey ? make(serverKey) : null) as unknown as PushSubscription;
    };
  }, input);
}

async function shots(page: Page, name: string) {
  for (const width of [1280, 600]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shotsDir}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

const isStored = async (page: Page, endpoint: string) => {
  // A cookie-authenticated POST carries its page's Origin, as the browser's own fetch does.
  const res = await page.request.post("/api/notification/checkExistingSubscription", { data: { subscriptionEndPoint: endpoint }, headers: { origin: new URL(page.url()).origin } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: { result: { isSubscriptionExistForCurrentUser: boolean } } }).data.result.isSubscriptionExistForCurrentUser;
};

test("staff are asked 3 seconds after load; Allow subscribes with the site's VAPID key and stores the subscription", async ({ page, context }) => {
  const keys = browserKeys();
  await context.grantPermissions(["notifications"]);
  await stubPushManager(page, keys);
  await logInByApi(page, "staff@demo.test");
  const loadedAt = Date.now();
  await page.goto("/staff");
  const banner = page.getByRole("region", { name: "Push notifications" });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - loadedAt).toBeGreaterThan(2_500);
  await expect(banner.getByRole("heading", { name: "Turn on notifications?" })).toBeVisible();
  // The service worker that shows the messages is registered (the page's CSP allows it).
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL ?? (await navigator.serviceWorker.ready).active?.scriptURL)).toMatch(/\/push-sw\.js$/);
  await shots(page, "push-prompt");
  expect(await isStored(page, keys.endpoint)).toBe(false);

  await banner.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByText("Push notifications turned on", { exact: true })).toBeVisible();
  await expect(banner).toBeHidden();
  expect(await isStored(page, keys.endpoint)).toBe(true);
  const vapid = JSON.parse(readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8")) as { publicKey: string };
  expect(await page.evaluate(() => sessionStorage.getItem("e2e-push-subscription"))).toBe(vapid.publicKey.replace(/=+$/, ""));

  // Subscribed here for this user: the next page load does not ask again.
  await page.reload();
  await page.waitForTimeout(5_000);
  await expect(banner).toHaveCount(0);
});

test("'Not now' puts the prompt off on the next pages; customers are never asked", async ({ page, browser }) => {
  await stubPushManager(page, browserKeys());
  await logInByApi(page, "staff@demo.test");
  await page.goto("/staff");
  const banner = page.getByRole("region", { name: "Push notifications" });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  await banner.getByRole("button", { name: "Not now" }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await page.waitForTimeout(5_000);
  await expect(banner).toHaveCount(0);

  const agentContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const agentPage = await agentContext.newPage();
  await logInByApi(agentPage, "agent@demo.test");
  await agentPage.goto("/app/flight/search");
  await agentPage.waitForTimeout(5_000);
  await expect(agentPage.getByRole("region", { name: "Push notifications" })).toHaveCount(0);
  await agentContext.close();
});

test("on Acme the prompt wears Acme's brand colour", async ({ page }) => {
  const acme = `http://acme.localhost:${process.env.E2E_PORT ?? 3100}`;
  await stubPushManager(page, browserKeys());
  // acme.localhost resolves in Chromium only: sign in through the page.
  await page.goto(`${acme}/login`);
  await logInByForm(page, "admin@acme.test");
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${acme}/staff`);
  const banner = page.getByRole("region", { name: "Push notifications" });
  await expect(banner).toBeVisible({ timeout: 15_000 });
  const brand = await page.evaluate(() => {
    const probe = document.createElement("span");
    probe.style.color = "var(--brand-color)";
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
  expect(brand).not.toBe("rgb(29, 78, 216)");
  expect(await banner.getByRole("button", { name: "Allow" }).evaluate((e) => getComputedStyle(e).backgroundColor)).toBe(brand);
  expect(await banner.evaluate((e) => getComputedStyle(e).borderLeftColor)).toBe(brand);
  await shots(page, "push-prompt-acme");
});

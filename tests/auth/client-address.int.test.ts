import { closeDb } from "@/db/client";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { LOGIN_MAX_FAILURES } from "@/server/auth/login-rate-limit";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, TEST_PASSWORD } from "../helpers/fixtures";

/**
 * The per-address login limit keys on the socket address unless TRUST_PROXY says which
 * X-Forwarded-For entries come from our own proxies (docs/decisions/0013-client-address.md).
 */
afterAll(() => closeDb());

const savedTrustProxy = process.env.TRUST_PROXY;
afterEach(() => {
  if (savedTrustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = savedTrustProxy;
});

let counter = 0;
/** A fresh documentation-range address per call (TEST-NET-3), never repeated within the run. */
const freshForwarded = () => {
  counter += 1;
  return `203.0.${Math.floor(counter / 250)}.${counter % 250}`;
};

const login = (domain: string, email: string, password: string, ip: string, forwardedFor?: string) =>
  call(loginRoute, "/api/wl/user/login", {
    host: domain,
    body: { email, password },
    ip,
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });

describe("client address for the login limit", () => {
  it("ignores X-Forwarded-For without TRUST_PROXY: a new forwarded address per try still reaches 429 from one socket", async () => {
    delete process.env.TRUST_PROXY;
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const socket = "10.91.0.1";
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      const res = await login(site.domain, `nobody${i}@x.test`, "wrong", socket, freshForwarded());
      expect(res.status).toBe(401);
    }
    const eleventh = await login(site.domain, user.email!, TEST_PASSWORD, socket, freshForwarded());
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.errorCode).toBe("RATE_LIMITED");
    // Another socket address is not locked out.
    expect((await login(site.domain, user.email!, TEST_PASSWORD, "10.91.0.2", freshForwarded())).status).toBe(200);
  });

  it("with TRUST_PROXY=1 keys on the address the proxy forwarded, not the proxy's own", async () => {
    process.env.TRUST_PROXY = "1";
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const proxy = "10.92.0.1";
    const client = "198.51.100.7";
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      // A spoofed leftmost entry changes every time; the proxy appends the real client last.
      const res = await login(site.domain, `nobody${i}@x.test`, "wrong", proxy, `${freshForwarded()}, ${client}`);
      expect(res.status).toBe(401);
    }
    expect((await login(site.domain, user.email!, TEST_PASSWORD, proxy, client)).status).toBe(429);
    // Other clients behind the same proxy still sign in.
    expect((await login(site.domain, user.email!, TEST_PASSWORD, proxy, "198.51.100.8")).status).toBe(200);
  });

  it("with TRUST_PROXY as an address list, a request straight from an untrusted socket keys on the socket", async () => {
    process.env.TRUST_PROXY = "10.93.0.0/16";
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const direct = "192.0.2.50";
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      await login(site.domain, `nobody${i}@x.test`, "wrong", direct, freshForwarded());
    }
    expect((await login(site.domain, user.email!, TEST_PASSWORD, direct, freshForwarded())).status).toBe(429);
    // Through the trusted proxy, the forwarded client is someone else.
    expect((await login(site.domain, user.email!, TEST_PASSWORD, "10.93.4.4", "192.0.2.51")).status).toBe(200);
  });
});

import { closeDb } from "@/db/client";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";
import { POST as permissionsRoute } from "@/app/api/rbac/getPermissionsFromSession/route";
import { call, type CallResult } from "../helpers/http";
import { createTestSite, createTestUser, TEST_PASSWORD } from "../helpers/fixtures";
import { envelopeProblems, headerProblems } from "./probe";

afterAll(() => closeDb());

const expectEnvelope = (res: CallResult, status: number) => {
  expect({ status: res.status, problems: [...envelopeProblems(res), ...headerProblems(res)] }).toEqual({ status, problems: [] });
};

/** next-auth's own routes: never a 500 or a plain-text error, and sign-in through them still works. */
describe("next-auth's routes under /api/auth", () => {
  it("answers the error page with U+0000 with a 400 envelope, and any other error name by redirecting with a safe one", async () => {
    expectEnvelope(await call(GET, "/api/auth/error?error=%00"), 400);
    const odd = await call(GET, "/api/auth/error?error=a%20b%0D%0Ac");
    expect(odd.status).toBe(302);
    expect(odd.headers.get("location")).toBe("/login?error=Default");
    const known = await call(GET, "/api/auth/error?error=Configuration");
    expect(known.headers.get("location")).toBe("/login?error=Configuration");
  });

  it("answers a credentials callback without a CSRF token by redirecting, and malformed bodies with 4xx envelopes", async () => {
    const bare = await call(POST, "/api/auth/callback/credentials", { method: "POST" });
    expect(bare.status).toBe(302);
    expect(bare.headers.get("location")).toContain("/api/auth/signin?csrf=true");
    expectEnvelope(await call(POST, "/api/auth/callback/credentials", { rawBody: "{not json", headers: { "content-type": "application/json" } }), 400);
    expectEnvelope(await call(POST, "/api/auth/callback/credentials", { rawBody: "[]", headers: { "content-type": "application/json" } }), 400);
    expectEnvelope(await call(POST, "/api/auth/callback/credentials", { rawBody: "x", headers: { "content-type": "text/plain" } }), 415);
    expectEnvelope(await call(POST, "/api/auth/callback/credentials", { rawBody: "email=a%00b", headers: { "content-type": "application/x-www-form-urlencoded" } }), 400);
  });

  it("answers an action next-auth does not have with a 404 envelope", async () => {
    expectEnvelope(await call(GET, "/api/auth/nothing"), 404);
    expectEnvelope(await call(POST, "/api/auth/providers", { method: "POST" }), 404);
    expectEnvelope(await call(GET, "/api/auth/%E0%A4%A"), 400);
  });

  it("answers session, csrf and providers as before", async () => {
    const session = await call(GET, "/api/auth/session");
    expect(session.status).toBe(200);
    expect(session.body).toEqual({});
    const csrf = await call(GET, "/api/auth/csrf");
    expect(csrf.body.csrfToken).toMatch(/^[0-9a-f]{64}$/);
    expect(csrf.headers.get("x-request-id")).toBeTruthy();
    expect((await call(GET, "/api/auth/providers")).body.credentials.id).toBe("credentials");
  });

  it("still signs a user in with the credentials provider: the session cookie it sets authenticates API calls", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const csrf = await call(GET, "/api/auth/csrf", { host: site.domain });
    const csrfCookie = csrf.setCookies.map((c) => c.split(";")[0]).join("; ");
    const form = new URLSearchParams({ csrfToken: csrf.body.csrfToken, email: user.email!, password: TEST_PASSWORD, json: "true" }).toString();
    const res = await call(POST, "/api/auth/callback/credentials", { host: site.domain, rawBody: form, headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie, origin: `http://${site.domain}` } });
    expect(res.status).toBe(200);
    const session = res.setCookies.map((c) => c.split(";")[0]).find((c) => c.startsWith("wayfare.session-token="));
    expect(session).toBeTruthy();
    const me = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, cookie: session!, body: {} });
    expect(me.status).toBe(200);
    const wrong = await call(POST, "/api/auth/callback/credentials", { host: site.domain, rawBody: form.replace(encodeURIComponent(TEST_PASSWORD), "nope"), headers: { "content-type": "application/x-www-form-urlencoded", cookie: csrfCookie } });
    expect(wrong.status).toBeLessThan(500);
  });
});

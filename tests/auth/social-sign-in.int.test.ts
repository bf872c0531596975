import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { sites } from "@/db/schema/sites";
import { userIdentities, users } from "@/db/schema/users";
import { GET as authGet, POST as authPost } from "@/app/api/auth/[...nextauth]/route";
import { POST as googleLoginRoute } from "@/app/api/wl/user/googleLogin/route";
import { POST as facebookLoginRoute } from "@/app/api/wl/user/facebookLogin/route";
import { SignInMessages } from "@/lib/contracts/sign-in";
import { verifySessionToken } from "@/server/auth/session";
import { BLOCKED_MESSAGE } from "@/server/auth/sign-in";
import { encryptSecret } from "@/server/security/secret-box";
import { call, type CallResult } from "../helpers/http";
import { createTestSite, createTestUser } from "../helpers/fixtures";
import { startFakeOAuth, type FakeOAuth } from "../helpers/fake-oauth";

let fake: FakeOAuth;
beforeAll(async () => {
  fake = await startFakeOAuth();
  process.env.WAYFARE_OAUTH_GOOGLE_BASE_URL = fake.url;
  process.env.WAYFARE_OAUTH_FACEBOOK_BASE_URL = fake.url;
});
afterAll(async () => {
  delete process.env.WAYFARE_OAUTH_GOOGLE_BASE_URL;
  delete process.env.WAYFARE_OAUTH_FACEBOOK_BASE_URL;
  await fake.close();
  await closeDb();
});

let seq = 0;
/** A site with Google and Facebook keys registered at the fake server. */
async function siteWithKeys() {
  const site = await createTestSite();
  const n = ++seq;
  const keys = { google: { id: `g-client-${n}-${site.id}`, secret: `g-secret-${n}` }, facebook: { id: `${900000 + site.id}`, secret: `fb-secret-${n}` } };
  fake.addClient(keys.google.id, keys.google.secret);
  fake.addClient(keys.facebook.id, keys.facebook.secret);
  await systemDb
    .update(sites)
    .set({ googleClientId: keys.google.id, googleClientSecretEnc: encryptSecret(keys.google.secret), facebookAppId: keys.facebook.id, facebookAppSecretEnc: encryptSecret(keys.facebook.secret) })
    .where(eq(sites.id, site.id));
  return { ...site, keys };
}

/** A browser's cookie jar for one host. */
function jar() {
  const cookies = new Map<string, string>();
  return {
    take(res: CallResult) {
      for (const line of res.setCookies) {
        const [pair] = line.split(";");
        const i = pair.indexOf("=");
        const name = pair.slice(0, i);
        const value = pair.slice(i + 1);
        if (value === "" || /max-age=0/i.test(line)) cookies.delete(name);
        else cookies.set(name, value);
      }
      return res;
    },
    header: () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; "),
    get: (name: string) => cookies.get(name),
  };
}

/** The whole browser flow: csrf, POST signin/<provider>, the provider's /authorize, back to our callback. */
async function browserSignIn(host: string, provider: "google" | "facebook", callbackUrl = "/app") {
  const browser = jar();
  const csrf = browser.take(await call(authGet, "/api/auth/csrf", { host }));
  expect(csrf.status).toBe(200);
  const start = browser.take(
    await call(authPost, `/api/auth/signin/${provider}`, {
      host,
      cookie: browser.header(),
      rawBody: new URLSearchParams({ csrfToken: csrf.body.csrfToken, callbackUrl, json: "true" }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
  );
  expect(start.status).toBe(200);
  const authorizeUrl = new URL(start.body.url);
  const consent = await fetch(authorizeUrl, { redirect: "manual" });
  expect(consent.status).toBe(302);
  const back = new URL(consent.headers.get("location")!);
  const done = browser.take(await call(authGet, back.pathname, { host, cookie: browser.header(), query: Object.fromEntries(back.searchParams) }));
  return { authorizeUrl, back, done, sessionToken: browser.get("wayfare.session-token") ?? null };
}

describe("Google and Facebook sign-in through next-auth (browser flow against the fake OAuth server)", () => {
  it("offers only the providers the site has keys for", async () => {
    const bare = await createTestSite();
    const none = await call(authGet, "/api/auth/providers", { host: bare.domain });
    expect(Object.keys(none.body)).toEqual(["credentials"]);
    const site = await siteWithKeys();
    const both = await call(authGet, "/api/auth/providers", { host: site.domain });
    expect(Object.keys(both.body).sort()).toEqual(["credentials", "facebook", "google"]);
    expect(both.body.google.callbackUrl).toBe(`http://${site.domain}/api/auth/callback/google`);
  });

  it("a client's own X-Forwarded-Proto does not change the callback URL; a trusted proxy's does", async () => {
    const site = await siteWithKeys();
    const saved = process.env.TRUST_PROXY;
    try {
      delete process.env.TRUST_PROXY;
      const spoofed = await call(authGet, "/api/auth/providers", { host: site.domain, headers: { "x-forwarded-proto": "https" } });
      expect(spoofed.body.google.callbackUrl).toBe(`http://${site.domain}/api/auth/callback/google`);
      process.env.TRUST_PROXY = "loopback";
      const proxied = await call(authGet, "/api/auth/providers", { host: site.domain, ip: "127.0.0.1", headers: { "x-forwarded-proto": "https" } });
      expect(proxied.body.google.callbackUrl).toBe(`https://${site.domain}/api/auth/callback/google`);
    } finally {
      if (saved === undefined) delete process.env.TRUST_PROXY;
      else process.env.TRUST_PROXY = saved;
    }
  });

  it("Google: the authorization request carries the site's client, its own redirect URI, state and PKCE; a new person becomes a retail customer with a session", async () => {
    const site = await siteWithKeys();
    fake.setUser({ sub: `g-new-${site.id}`, email: `new-${site.id}@example.test`, emailVerified: true, name: "Nia New Person" });
    const { authorizeUrl, back, done, sessionToken } = await browserSignIn(site.domain, "google");
    expect(authorizeUrl.origin + authorizeUrl.pathname).toBe(`${fake.url}/authorize`);
    expect(authorizeUrl.searchParams.get("client_id")).toBe(site.keys.google.id);
    expect(authorizeUrl.searchParams.get("redirect_uri")).toBe(`http://${site.domain}/api/auth/callback/google`);
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorizeUrl.searchParams.get("state")).toBeTruthy();
    expect(back.searchParams.get("code")).toBeTruthy();
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe(`http://${site.domain}/app`);
    const tokenCall = fake.requests.filter((r) => r.path === "/token").at(-1)!;
    expect(tokenCall.body).toMatchObject({ client_id: site.keys.google.id, client_secret: site.keys.google.secret, redirect_uri: `http://${site.domain}/api/auth/callback/google` });
    expect(tokenCall.body.code_verifier).toBeTruthy();

    const principal = await verifySessionToken(sessionToken!);
    expect(principal).toMatchObject({ siteId: site.id, userType: "retail", firstName: "Nia", lastName: "New Person", email: `new-${site.id}@example.test` });
    const [identity] = await systemDb.select().from(userIdentities).where(eq(userIdentities.userId, principal!.userId));
    expect(identity).toMatchObject({ siteId: site.id, provider: "google", subject: `g-new-${site.id}` });
    expect(identity.lastUsedAt).not.toBeNull();

    // The same Google account again: the same user, no second account.
    const again = await browserSignIn(site.domain, "google");
    expect((await verifySessionToken(again.sessionToken!))?.userId).toBe(principal!.userId);
    expect(await systemDb.select().from(users).where(and(eq(users.siteId, site.id), eq(users.userType, "retail")))).toHaveLength(1);
  });

  it("Facebook: links an existing user of the site by email; another site's user with that email is not touched", async () => {
    const site = await siteWithKeys();
    const other = await createTestSite();
    const email = `agent-${site.id}@example.test`;
    const agent = await createTestUser(site.id, { email });
    await createTestUser(other.id, { email });
    fake.setUser({ sub: `fb-${site.id}`, email, name: "Agent Smith" });
    const { authorizeUrl, done, sessionToken } = await browserSignIn(site.domain, "facebook", "/user/dashboard");
    expect(authorizeUrl.searchParams.get("client_id")).toBe(site.keys.facebook.id);
    expect(done.headers.get("location")).toBe(`http://${site.domain}/user/dashboard`);
    expect(fake.requests.filter((r) => r.path === "/me").at(-1)!.query.fields).toBe("id,name,email");
    expect(await verifySessionToken(sessionToken!)).toMatchObject({ userId: agent.id, siteId: site.id, userType: "travelAgent" });
    const identities = await systemDb.select().from(userIdentities).where(eq(userIdentities.subject, `fb-${site.id}`));
    expect(identities).toEqual([expect.objectContaining({ userId: agent.id, provider: "facebook" })]);
  });

  it("an unverified Google email does not take over the account that has it: a separate customer without the email", async () => {
    const site = await siteWithKeys();
    const email = `victim-${site.id}@example.test`;
    const victim = await createTestUser(site.id, { email });
    fake.setUser({ sub: `g-unverified-${site.id}`, email, emailVerified: false, name: "Mallory" });
    const { sessionToken } = await browserSignIn(site.domain, "google");
    const principal = await verifySessionToken(sessionToken!);
    expect(principal?.userId).not.toBe(victim.id);
    expect(principal).toMatchObject({ email: null, userType: "retail" });
  });

  it("a blocked user is refused: back to /login?error=Blocked and no session", async () => {
    const site = await siteWithKeys();
    const email = `blocked-${site.id}@example.test`;
    await createTestUser(site.id, { email, isBlocked: true });
    fake.setUser({ sub: `g-blocked-${site.id}`, email, emailVerified: true, name: "Blocked Person" });
    const { done, sessionToken } = await browserSignIn(site.domain, "google");
    expect(done.status).toBe(302);
    expect(done.headers.get("location")).toBe("/login?error=Blocked");
    expect(sessionToken).toBeNull();
  });

  it("a refused consent lands on the login page with an error and no session", async () => {
    const site = await siteWithKeys();
    fake.setDeny(true);
    try {
      const { done, sessionToken } = await browserSignIn(site.domain, "google");
      expect(done.status).toBe(302);
      expect(done.headers.get("location")).toMatch(new RegExp(`^(http://${site.domain.replace(/\./g, "\\.")})?/(login|api/auth/error)\\?error=`));
      expect(sessionToken).toBeNull();
    } finally {
      fake.setDeny(false);
    }
  });
});

describe("POST /api/wl/user/googleLogin and facebookLogin (an app's provider access token)", () => {
  it("Google: a token for this site's client signs in (cookies and auth token); one for another client is 401", async () => {
    const site = await siteWithKeys();
    const user = await createTestUser(site.id, { email: `app-${site.id}@example.test` });
    const token = fake.issueAccessToken(site.keys.google.id, { sub: `g-app-${site.id}`, email: user.email, emailVerified: true, name: "App User" });
    const res = await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: token } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, siteId: site.id });
    expect(res.setCookies.join("\n")).toMatch(/wayfare\.session-token=[^;]+/);
    expect(await verifySessionToken(res.body.data.authToken)).toMatchObject({ userId: user.id });

    const foreign = fake.issueAccessToken("someone-elses-client", { sub: `g-app-${site.id}`, email: user.email, emailVerified: true });
    expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: foreign } })).toMatchObject({
      status: 401,
      body: { success: false, errorMessage: SignInMessages.providerTokenRefused("Google") },
    });
    expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: "not-a-token" } })).toMatchObject({ status: 401 });
  });

  it("Facebook: debug_token must name this site's app; a new person becomes a retail customer", async () => {
    const site = await siteWithKeys();
    const token = fake.issueAccessToken(site.keys.facebook.id, { sub: `fb-app-${site.id}`, email: `fbnew-${site.id}@example.test`, name: "Fay Book" });
    const res = await call(facebookLoginRoute, "/api/wl/user/facebookLogin", { host: site.domain, body: { accessToken: token } });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ firstName: "Fay", lastName: "Book", userType: "retail", email: `fbnew-${site.id}@example.test` });
    const debug = fake.requests.filter((r) => r.path === "/debug_token").at(-1)!;
    expect(debug.query.access_token).toBe(`${site.keys.facebook.id}|${site.keys.facebook.secret}`);

    const other = await siteWithKeys();
    expect(await call(facebookLoginRoute, "/api/wl/user/facebookLogin", { host: other.domain, body: { accessToken: token } })).toMatchObject({
      status: 401,
      body: { errorMessage: SignInMessages.providerTokenRefused("Facebook") },
    });
  });

  it("404 when the site has no keys for the provider; 401 for a blocked user; the required message", async () => {
    const bare = await createTestSite();
    expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: bare.domain, body: { accessToken: "x" } })).toMatchObject({
      status: 404,
      body: { errorMessage: SignInMessages.providerNotSet("Google") },
    });
    expect(await call(facebookLoginRoute, "/api/wl/user/facebookLogin", { host: bare.domain, body: { accessToken: "x" } })).toMatchObject({
      status: 404,
      body: { errorMessage: SignInMessages.providerNotSet("Facebook") },
    });
    const site = await siteWithKeys();
    const blocked = await createTestUser(site.id, { isBlocked: true });
    const token = fake.issueAccessToken(site.keys.google.id, { sub: `g-b-${site.id}`, email: blocked.email, emailVerified: true });
    expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: token } })).toMatchObject({ status: 401, body: { errorMessage: BLOCKED_MESSAGE } });
    expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: "" } })).toMatchObject({
      status: 400,
      body: { errorMessage: "accessToken: This is required field." },
    });
    expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: "a\u0001b" } })).toMatchObject({
      status: 400,
      body: { errorMessage: "accessToken: Must not contain spaces or control characters" },
    });
  });

  it("a provider that cannot be reached answers 502 with a message, not a crash", async () => {
    const site = await siteWithKeys();
    process.env.WAYFARE_OAUTH_GOOGLE_BASE_URL = "http://127.0.0.1:9";
    try {
      expect(await call(googleLoginRoute, "/api/wl/user/googleLogin", { host: site.domain, body: { accessToken: "tok" } })).toMatchObject({
        status: 502,
        body: { success: false, errorMessage: SignInMessages.providerUnreachable("Google") },
      });
    } finally {
      process.env.WAYFARE_OAUTH_GOOGLE_BASE_URL = fake.url;
    }
  });
});

import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { POST as logoutRoute } from "@/app/api/wl/user/logout/route";
import { POST as permissionsRoute } from "@/app/api/rbac/getPermissionsFromSession/route";
import { revokeUserSessions } from "@/server/auth/session";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs, TEST_PASSWORD } from "../helpers/fixtures";

afterAll(() => closeDb());

describe("POST /api/wl/user/login", () => {
  it("answers the auth token and user and sets the session and logged_in cookies", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id, { firstName: "Lena" });
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(typeof res.body.data.authToken).toBe("string");
    expect(res.body.data.user).toMatchObject({ id: user.id, firstName: "Lena", userType: "travelAgent", siteId: site.id });
    expect(res.body.data.user).not.toHaveProperty("passwordHash");
    const cookies = res.setCookies.join("\n");
    expect(cookies).toMatch(/wayfare\.session-token=[^;]+; Path=\/;.*HttpOnly/i);
    expect(cookies).toMatch(/logged_in_cookie=true/);
  });

  it("signs in with the phone number too, and the email is case-insensitive", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id, { phone: "9812345670" });
    const byPhone = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: "9812345670", password: TEST_PASSWORD } });
    expect(byPhone.status).toBe(200);
    const byUpper = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email!.toUpperCase(), password: TEST_PASSWORD } });
    expect(byUpper.status).toBe(200);
  });

  it("gives the same 401 for a wrong password and an unknown email", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const wrong = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: "nope" } });
    const unknown = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: "ghost@example.test", password: "nope" } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ success: false, errorCode: "UNAUTHORIZED", errorMessage: "Invalid email or password", message: "Invalid email or password" });
    expect(unknown.body).toEqual(wrong.body);
  });

  it("does not sign a user in on another site's domain", async () => {
    const a = await createTestSite();
    const b = await createTestSite();
    const user = await createTestUser(a.id);
    const res = await call(loginRoute, "/api/wl/user/login", { host: b.domain, body: { email: user.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(401);
  });

  it("answers 400 with shortError and the spec's required message for an empty field", async () => {
    const site = await createTestSite();
    const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: "", password: "x" } });
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe("VALIDATION_ERROR");
    expect(res.body.shortError).toEqual({ email: "This is required field." });
  });

  it("locks an email after ten failures in the window with 429, even with the right password", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    for (let i = 0; i < 10; i++) {
      const res = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: "wrong" }, ip: `10.1.1.${i}` });
      expect(res.status).toBe(401);
    }
    const locked = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: TEST_PASSWORD }, ip: "10.1.2.1" });
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe("RATE_LIMITED");
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
  });

  it("locks an IP after ten failures across emails", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    for (let i = 0; i < 10; i++) {
      await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: `nobody${i}@x.test`, password: "wrong" }, ip: "10.77.0.1" });
    }
    const fromSameIp = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: TEST_PASSWORD }, ip: "10.77.0.1" });
    expect(fromSameIp.status).toBe(429);
    const fromOtherIp = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: TEST_PASSWORD }, ip: "10.77.0.2" });
    expect(fromOtherIp.status).toBe(200);
  });
});

describe("sessions", () => {
  it("accepts the auth-token header and the session cookie", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const byHeader = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, body: {}, token });
    expect(byHeader.status).toBe(200);
    const byCookie = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, body: {}, cookie: `wayfare.session-token=${token}` });
    expect(byCookie.status).toBe(200);
  });

  it("refuses a cookie-authenticated mutation from another origin (CSRF)", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const res = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", {
      host: site.domain,
      body: {},
      cookie: `wayfare.session-token=${token}`,
      headers: { origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
  });

  it("ends a blocked user's session on the next request (401)", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    await systemDb.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    const res = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, body: {}, token });
    expect(res.status).toBe(401);
    const again = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: user.email, password: TEST_PASSWORD } });
    expect(again.status).toBe(401);
    expect(again.body.errorMessage).toBe("Your account has been blocked. Please contact support.");
  });

  it("ends sessions issued before a password change", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    await systemDb.update(users).set({ passwordChangedAt: new Date(Date.now() + 1000) }).where(eq(users.id, user.id));
    const res = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, body: {}, token });
    expect(res.status).toBe(401);
  });

  it("logout revokes the token and clears both cookies", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const out = await call(logoutRoute, "/api/wl/user/logout", { host: site.domain, body: {}, token });
    expect(out.status).toBe(200);
    expect(out.setCookies.join("\n")).toMatch(/wayfare\.session-token=;.*Max-Age=0/);
    expect(out.setCookies.join("\n")).toMatch(/logged_in_cookie=;.*Max-Age=0/);
    const after = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, body: {}, token });
    expect(after.status).toBe(401);
  });

  it("rejects a tampered token with 401", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const tampered = token.slice(0, -4) + (token.endsWith("AAAA") ? "BBBB" : "AAAA");
    const res = await call(permissionsRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, body: {}, token: tampered });
    expect(res.status).toBe(401);
    await revokeUserSessions(user.id);
  });
});

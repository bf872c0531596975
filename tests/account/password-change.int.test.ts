import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { POST as changeRoute } from "@/app/api/wl/user/changePassword/route";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { PasswordMessages } from "@/lib/contracts/passwords";
import { SESSION_COOKIE } from "@/server/auth/config";
import { verifySessionToken } from "@/server/auth/session";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs, TEST_PASSWORD } from "../helpers/fixtures";

afterAll(() => closeDb());

const change = (token: string | undefined, body: Record<string, unknown>, host: string) => call(changeRoute, "/api/wl/user/changePassword", { host, token, body });
const valid = { currentPassword: TEST_PASSWORD, newPassword: "Changed2026pw", confirmPassword: "Changed2026pw" };

describe("POST /api/wl/user/changePassword", () => {
  it("changes the password: other sessions end, this caller continues with a fresh session", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const mine = await logInAs(site.domain, user.email!);
    const otherBrowser = await logInAs(site.domain, user.email!);
    const res = await change(mine, valid, site.domain);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe(PasswordMessages.passwordChanged);
    const fresh = res.body.data.authToken as string;
    expect(res.setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=${fresh}`))).toBe(true);
    expect(await verifySessionToken(otherBrowser)).toBeNull();
    expect(await verifySessionToken(mine)).toBeNull();
    expect(await verifySessionToken(fresh)).toMatchObject({ userId: user.id, siteId: site.id });
    // The fresh session works for the next request, and the new password signs in.
    const next = await change(fresh, { currentPassword: "Changed2026pw", newPassword: "Again2026pw", confirmPassword: "Again2026pw" }, site.domain);
    expect(next.status).toBe(200);
    expect((await call(loginRoute, "/api/wl/user/login", { host: site.domain, ip: "10.78.0.1", body: { email: user.email, password: "Again2026pw" } })).status).toBe(200);
    expect((await call(loginRoute, "/api/wl/user/login", { host: site.domain, ip: "10.78.0.2", body: { email: user.email, password: TEST_PASSWORD } })).status).toBe(401);
  });

  it("answers a wrong current password with a 400 on currentPassword and changes nothing", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const [before] = await systemDb.select().from(users).where(eq(users.id, user.id));
    const res = await change(token, { ...valid, currentPassword: "Wrong2026pw" }, site.domain);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, errorMessage: PasswordMessages.currentPasswordWrong, shortError: { currentPassword: PasswordMessages.currentPasswordWrong } });
    const [after] = await systemDb.select().from(users).where(eq(users.id, user.id));
    expect(after.passwordHash).toBe(before.passwordHash);
    expect(after.passwordChangedAt.getTime()).toBe(before.passwordChangedAt.getTime());
    expect(await verifySessionToken(token)).not.toBeNull();
  });

  it("checks each field: required, the signup password rule, the confirmation, a different new password", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    const token = await logInAs(site.domain, user.email!);
    const empty = await change(token, {}, site.domain);
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ currentPassword: "This is required field.", newPassword: "This is required field.", confirmPassword: "This is required field." });
    expect((await change(token, { ...valid, newPassword: "letters", confirmPassword: "letters" }, site.domain)).body.shortError).toEqual({ newPassword: "Use at least 8 characters with a letter and a number" });
    expect((await change(token, { ...valid, confirmPassword: "Different2026" }, site.domain)).body.shortError).toEqual({ confirmPassword: "Passwords do not match" });
    const same = await change(token, { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD, confirmPassword: TEST_PASSWORD }, site.domain);
    expect(same.status).toBe(400);
    expect(same.body.shortError).toEqual({ newPassword: PasswordMessages.samePassword });
  });

  it("is 401 without a session, and with a session that has ended", async () => {
    const site = await createTestSite();
    const user = await createTestUser(site.id);
    expect((await change(undefined, valid, site.domain)).status).toBe(401);
    const token = await logInAs(site.domain, user.email!);
    await systemDb.update(users).set({ isBlocked: true }).where(eq(users.id, user.id));
    expect((await change(token, valid, site.domain)).status).toBe(401);
  });
});

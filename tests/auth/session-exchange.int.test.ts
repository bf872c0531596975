import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { users, userTokens } from "@/db/schema/users";
import { POST as getUserRoute } from "@/app/api/wl/user/getUserBySessionId/route";
import { POST as loginRoute } from "@/app/api/wl/user/loginBySessionId/route";
import { POST as sessionRoute } from "@/app/api/rbac/getPermissionsFromSession/route";
import { SignInMessages } from "@/lib/contracts/sign-in";
import { issueSessionExchange } from "@/server/auth/session-exchange";
import { BLOCKED_MESSAGE } from "@/server/auth/sign-in";
import { hashUserToken } from "@/server/auth/user-tokens";
import { verifySessionToken } from "@/server/auth/session";
import { call } from "../helpers/http";
import { createTestSite, createTestUser } from "../helpers/fixtures";

let site: Awaited<ReturnType<typeof createTestSite>>;
let other: Awaited<ReturnType<typeof createTestSite>>;
beforeAll(async () => {
  site = await createTestSite();
  other = await createTestSite();
});
afterAll(() => closeDb());

const getUser = (sessionId: unknown, host = site.domain) => call(getUserRoute, "/api/wl/user/getUserBySessionId", { host, body: { sessionId } });
const login = (sessionId: unknown, host = site.domain) => call(loginRoute, "/api/wl/user/loginBySessionId", { host, body: { sessionId } });
const expire = (sessionId: string) => systemDb.update(userTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(userTokens.tokenHash, hashUserToken(sessionId)));

describe("issueSessionExchange", () => {
  it("stores only the hash of a 60-second sessionExchange token", async () => {
    const user = await createTestUser(site.id);
    const before = Date.now();
    const { sessionId, expiresAt } = await issueSessionExchange(site.id, user.id);
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [row] = await systemDb.select().from(userTokens).where(eq(userTokens.tokenHash, hashUserToken(sessionId)));
    expect(row).toMatchObject({ siteId: site.id, userId: user.id, purpose: "sessionExchange", usedAt: null });
    expect(row.tokenHash).not.toBe(sessionId);
    expect(expiresAt.getTime() - before).toBeGreaterThan(55_000);
    expect(expiresAt.getTime() - before).toBeLessThanOrEqual(61_000);
  });
});

describe("POST /api/wl/user/getUserBySessionId", () => {
  it("answers who the id signs in without using it up", async () => {
    const user = await createTestUser(site.id, { firstName: "Jumper" });
    const { sessionId } = await issueSessionExchange(site.id, user.id);
    const first = await getUser(sessionId);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, data: { user: { id: user.id, firstName: "Jumper", siteId: site.id } } });
    expect(first.setCookies.join("\n")).not.toMatch(/wayfare\.session-token=[^;]/);
    expect((await getUser(sessionId)).status).toBe(200);
    expect((await login(sessionId)).status).toBe(200);
  });

  it("404 for an unknown id or another site's; 401 when used, expired or the user is blocked; the spec's required message", async () => {
    const user = await createTestUser(site.id);
    expect(await getUser("x".repeat(43))).toMatchObject({ status: 404, body: { success: false, errorMessage: SignInMessages.sessionNotFound } });
    const theirs = await issueSessionExchange(other.id, (await createTestUser(other.id)).id);
    expect(await getUser(theirs.sessionId)).toMatchObject({ status: 404, body: { errorMessage: SignInMessages.sessionNotFound } });
    const used = await issueSessionExchange(site.id, user.id);
    await login(used.sessionId);
    expect(await getUser(used.sessionId)).toMatchObject({ status: 401, body: { errorMessage: SignInMessages.sessionUsed } });
    const old = await issueSessionExchange(site.id, user.id);
    await expire(old.sessionId);
    expect(await getUser(old.sessionId)).toMatchObject({ status: 401, body: { errorMessage: SignInMessages.sessionExpired } });
    const blocked = await createTestUser(site.id, { isBlocked: true });
    const b = await issueSessionExchange(site.id, blocked.id);
    expect(await getUser(b.sessionId)).toMatchObject({ status: 401, body: { errorMessage: BLOCKED_MESSAGE } });
    expect(await getUser("")).toMatchObject({ status: 400, body: { errorMessage: "sessionId: This is required field." } });
  });
});

describe("POST /api/wl/user/loginBySessionId", () => {
  it("signs in once on this site with the same cookies as the password login; a second use is 401", async () => {
    const user = await createTestUser(site.id);
    const { sessionId } = await issueSessionExchange(site.id, user.id);
    const res = await login(sessionId);
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id: user.id, siteId: site.id });
    const cookies = res.setCookies.join("\n");
    expect(cookies).toMatch(/wayfare\.session-token=[^;]+; Path=\/;.*HttpOnly/i);
    expect(cookies).toMatch(/logged_in_cookie=true/);
    const principal = await verifySessionToken(res.body.data.authToken);
    expect(principal).toMatchObject({ userId: user.id, siteId: site.id });
    const me = await call(sessionRoute, "/api/rbac/getPermissionsFromSession", { host: site.domain, token: res.body.data.authToken, body: {} });
    expect(me.status).toBe(200);

    expect(await login(sessionId)).toMatchObject({ status: 401, body: { success: false, errorMessage: SignInMessages.sessionUsed } });
  });

  it("refuses an expired id (401), another site's (404, and it stays usable there) and a blocked user (401, no session)", async () => {
    const user = await createTestUser(site.id);
    const old = await issueSessionExchange(site.id, user.id);
    await expire(old.sessionId);
    expect(await login(old.sessionId)).toMatchObject({ status: 401, body: { errorMessage: SignInMessages.sessionExpired } });

    const theirUser = await createTestUser(other.id);
    const theirs = await issueSessionExchange(other.id, theirUser.id);
    expect(await login(theirs.sessionId)).toMatchObject({ status: 404, body: { errorMessage: SignInMessages.sessionNotFound } });
    expect((await login(theirs.sessionId, other.domain)).status).toBe(200);

    const blockedUser = await createTestUser(site.id);
    const b = await issueSessionExchange(site.id, blockedUser.id);
    await systemDb.update(users).set({ isBlocked: true }).where(eq(users.id, blockedUser.id));
    const refused = await login(b.sessionId);
    expect(refused).toMatchObject({ status: 401, body: { errorMessage: BLOCKED_MESSAGE } });
    expect(refused.setCookies.join("\n")).not.toMatch(/wayfare\.session-token=[^;]/);
    expect(await login({})).toMatchObject({ status: 400 });
  });
});

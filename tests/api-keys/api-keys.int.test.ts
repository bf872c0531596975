import { and, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import { closeDb, systemDb } from "@/db/client";
import { apiKeys } from "@/db/schema/api-keys";
import { userMonthlyFlightStats } from "@/db/schema/flights";
import { rbacUserGroupPermissions, rbacUserGroups } from "@/db/schema/rbac";
import { users } from "@/db/schema/users";
import { POST as createRoute } from "@/app/api/wl/apiKeys/createApiKey/route";
import { GET as listRoute } from "@/app/api/wl/apiKeys/listApiKeys/route";
import { POST as revokeRoute } from "@/app/api/wl/apiKeys/revokeApiKey/route";
import { POST as searchRoute } from "@/app/api/search/route";
import { POST as setFlightDetailsRoute } from "@/app/api/setFlightDetails/route";
import { POST as sendEmailRoute } from "@/app/api/partner/notifications/sendEmailForWl/route";
import { POST as customersRoute } from "@/app/api/wl/user/getCustomers/route";
import { ApiKeyMessages } from "@/lib/contracts/api-keys";
import { siteMonthOf } from "@/server/flights/look-to-book";
import { addSupplier, daysFromNow } from "../helpers/flight-fixtures";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { call, type CallOptions } from "../helpers/http";

afterAll(() => closeDb());

const sha256 = (v: string) => createHash("sha256").update(v).digest("hex");
const oneWay = () => ({ journeyType: 1, origin: "BOM", destination: "DEL", departureDate: daysFromNow(10), adt: 1, chd: 0, inf: 0 });

type World = Awaited<ReturnType<typeof createWorld>>;

/** A site with a key desk (staff holding apiKeys.manage), a plain staff, an agent company with the simulated and a TBO supplier; and another site. */
async function createWorld() {
  const site = await createTestSite();
  await addSupplier(site.id, { code: "simulated", name: "Simulated", settings: { seed: 7 } });
  await addSupplier(site.id, { code: "tbo", name: "TBO", settings: {} });
  const [group] = await systemDb.insert(rbacUserGroups).values({ siteId: site.id, groupName: "Key desk" }).returning();
  await systemDb.insert(rbacUserGroupPermissions).values(["apiConsumers.apiKeys.manage", "apiConsumers.apiKeys.view"].map((permissionKey) => ({ userGroupId: group.id, permissionKey })));
  const desk = await createTestUser(site.id, { userType: "staff", firstName: "Desk", rbacUserGroupId: group.id });
  const plain = await createTestUser(site.id, { userType: "staff", firstName: "Plain" });
  const agent = await createTestUser(site.id, { userType: "travelAgent", firstName: "Arjun", companyName: `Skyways ${site.domain}` });
  const other = await createTestSite();
  const otherAgent = await createTestUser(other.id, { userType: "travelAgent", companyName: `Elsewhere ${other.domain}` });
  const [deskToken, plainToken, agentToken] = await Promise.all([logInAs(site.domain, desk.email!), logInAs(site.domain, plain.email!), logInAs(site.domain, agent.email!)]);
  return { site, desk, plain, agent, other, otherAgent, deskToken, plainToken, agentToken };
}

const on = (w: World, handler: Parameters<typeof call>[0], path: string, options: CallOptions = {}) => call(handler, path, { host: w.site.domain, ...options });

async function createKey(w: World, body: Record<string, unknown> = {}) {
  const res = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { legalEntityId: w.agent.legalEntityId, name: "Partner", mode: "live", scope: "write", ...body } });
  expect(res.status).toBe(200);
  return res.body.data as { key: string; apiKey: { id: number; prefix: string } };
}

/** A call with the key as `user-key` and `site-id`, from no particular host. */
const withKey = (w: World, key: string, siteId = w.site.id): CallOptions => ({ host: "partner.example", headers: { "user-key": key, "site-id": String(siteId) } });

let w: World;
beforeAll(async () => {
  w = await createWorld();
});

describe("createApiKey / listApiKeys / revokeApiKey", () => {
  it("answers the full key once, stores only its SHA-256 and prefix, and lists it without key or hash", async () => {
    const res = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { legalEntityId: w.agent.legalEntityId, name: "Booking engine", mode: "live", scope: "write", rateLimitPerMinute: 30 } });
    expect(res.status).toBe(200);
    const { key, apiKey, message } = res.body.data;
    expect(message).toBe(ApiKeyMessages.created);
    expect(key).toMatch(/^wf_live_[0-9a-f]{40}$/);
    expect(apiKey).toMatchObject({ name: "Booking engine", prefix: key.slice(0, 16), mode: "live", scope: "write", rateLimitPerMinute: 30, status: "active", companyName: `Skyways ${w.site.domain}`, user: { id: w.agent.id }, lastUsedAt: null });
    const [row] = await systemDb.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row.keyHash).toBe(sha256(key));
    expect(JSON.stringify(row)).not.toContain(key);

    const list = await on(w, listRoute, "/api/wl/apiKeys/listApiKeys", { token: w.plainToken });
    expect(list.status).toBe(200);
    const listed = list.body.data.result.find((k: { id: number }) => k.id === apiKey.id);
    expect(listed).toMatchObject({ prefix: apiKey.prefix, status: "active" });
    expect(JSON.stringify(list.body)).not.toContain(key);
    expect(JSON.stringify(list.body)).not.toContain(row.keyHash);
    expect(listed).not.toHaveProperty("keyHash");
  });

  it("validates: required fields, mode, scope, rate limit, expiry in the past, a company without users", async () => {
    const bad = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { name: "", mode: "sandbox", scope: "all", rateLimitPerMinute: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toMatchObject({ legalEntityId: "This is required field.", name: "This is required field.", mode: "Use test or live", scope: "Use read or write", rateLimitPerMinute: "Must be at least 1" });
    const past = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { legalEntityId: w.agent.legalEntityId, name: "Old", mode: "live", scope: "read", expiresAt: "2020-01-01T00:00:00Z" } });
    expect(past.status).toBe(400);
    expect(past.body.shortError).toEqual({ expiresAt: ApiKeyMessages.expiryInPast });
    const lonely = await createTestUser(w.site.id, { userType: "staff", companyName: `Empty ${w.site.domain}` });
    const none = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { legalEntityId: lonely.legalEntityId, name: "X", mode: "live", scope: "read" } });
    expect(none.status).toBe(400);
    expect(none.body.errorMessage).toBe(ApiKeyMessages.noCompanyUser);
  });

  it("permissions: 401 without a session, 403 for staff without apiKeys.manage and for agents; another site's company and key 404", async () => {
    const body = { legalEntityId: w.agent.legalEntityId, name: "P", mode: "live", scope: "read" };
    expect((await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { body })).status).toBe(401);
    expect((await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.plainToken, body })).status).toBe(403);
    expect((await on(w, listRoute, "/api/wl/apiKeys/listApiKeys", { token: w.agentToken })).status).toBe(403);
    expect((await on(w, listRoute, "/api/wl/apiKeys/listApiKeys")).status).toBe(401);
    const foreign = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { ...body, legalEntityId: w.otherAgent.legalEntityId } });
    expect(foreign.status).toBe(404);

    const otherDeskGroup = (await systemDb.insert(rbacUserGroups).values({ siteId: w.other.id, groupName: "Desk" }).returning())[0];
    await systemDb.insert(rbacUserGroupPermissions).values(["apiConsumers.apiKeys.manage", "apiConsumers.apiKeys.view"].map((permissionKey) => ({ userGroupId: otherDeskGroup.id, permissionKey })));
    const otherDesk = await createTestUser(w.other.id, { userType: "staff", rbacUserGroupId: otherDeskGroup.id });
    const otherToken = await logInAs(w.other.domain, otherDesk.email!);
    const { apiKey } = await createKey(w);
    const revoke = await call(revokeRoute, "/api/wl/apiKeys/revokeApiKey", { host: w.other.domain, token: otherToken, body: { apiKeyId: apiKey.id } });
    expect(revoke.status).toBe(404);
    expect((await call(listRoute, "/api/wl/apiKeys/listApiKeys", { host: w.other.domain, token: otherToken })).body.data.result.map((k: { id: number }) => k.id)).not.toContain(apiKey.id);
    expect((await on(w, revokeRoute, "/api/wl/apiKeys/revokeApiKey", { token: w.plainToken, body: { apiKeyId: apiKey.id } })).status).toBe(403);
  });

  it("revokes: the key's next call is 401 with the reason; revoking again is 409", async () => {
    const { key, apiKey } = await createKey(w);
    expect((await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() })).status).toBe(200);
    const res = await on(w, revokeRoute, "/api/wl/apiKeys/revokeApiKey", { token: w.deskToken, body: { apiKeyId: apiKey.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: ApiKeyMessages.revoked, apiKey: { id: apiKey.id, status: "revoked" } });
    const after = await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect(after.status).toBe(401);
    expect(after.body.errorMessage).toBe(ApiKeyMessages.revokedKey);
    expect((await on(w, revokeRoute, "/api/wl/apiKeys/revokeApiKey", { token: w.deskToken, body: { apiKeyId: apiKey.id } })).status).toBe(409);
  });
});

describe("the route wrapper's API key mode", () => {
  it("searches as the company's user with user-key + site-id or with auth-token, counting look-to-book and last use", async () => {
    const { key, apiKey } = await createKey(w);
    const month = siteMonthOf(new Date(), "Asia/Kolkata");
    const looks = async () => (await systemDb.select().from(userMonthlyFlightStats).where(and(eq(userMonthlyFlightStats.userId, w.agent.id), eq(userMonthlyFlightStats.monthYear, month))))[0]?.lookCount ?? 0;
    const before = await looks();
    const res = await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect(res.status).toBe(200);
    expect(res.body.data.results[0].length).toBeGreaterThan(0);
    // A live key searches every enabled supplier (the TBO row has no credentials and drops out);
    // a partner is the site's customer, so it learns that one dropped out, not which (decision 0060).
    expect(res.body.data.unavailableSources).toEqual([""]);
    expect(JSON.stringify(res.body)).not.toMatch(/TBO|Simulated/);
    const byToken = await call(searchRoute, "/api/search", { host: w.site.domain, token: key, body: oneWay() });
    expect(byToken.status).toBe(200);
    expect(await looks()).toBe(before + 2);
    const [row] = await systemDb.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id));
    expect(row.lastUsedAt).not.toBeNull();
    expect(Date.now() - row.lastUsedAt!.getTime()).toBeLessThan(30_000);
  });

  it("writes last use at most once a minute", async () => {
    const { key, apiKey } = await createKey(w, { scope: "read" });
    const stamp = new Date(Date.now() - 20_000);
    await systemDb.update(apiKeys).set({ lastUsedAt: stamp }).where(eq(apiKeys.id, apiKey.id));
    await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect((await systemDb.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id)))[0].lastUsedAt!.getTime()).toBe(stamp.getTime());
    const old = new Date(Date.now() - 90_000);
    await systemDb.update(apiKeys).set({ lastUsedAt: old }).where(eq(apiKeys.id, apiKey.id));
    await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect((await systemDb.select().from(apiKeys).where(eq(apiKeys.id, apiKey.id)))[0].lastUsedAt!.getTime()).toBeGreaterThan(old.getTime() + 60_000);
  });

  it("401: unknown key, another site's key, an expired key, an endpoint that does not accept keys; no key at all is still 401", async () => {
    const { key, apiKey } = await createKey(w);
    const unknown = await call(searchRoute, "/api/search", { ...withKey(w, "wf_live_" + "0".repeat(40)), body: oneWay() });
    expect(unknown.status).toBe(401);
    expect(unknown.body.errorMessage).toBe(ApiKeyMessages.invalidKey);
    const foreign = await call(searchRoute, "/api/search", { ...withKey(w, key, w.other.id), body: oneWay() });
    expect(foreign.status).toBe(401);
    expect(foreign.body.errorMessage).toBe(ApiKeyMessages.invalidKey);
    const onOtherHost = await call(searchRoute, "/api/search", { host: w.other.domain, headers: { "user-key": key }, body: oneWay() });
    expect(onOtherHost.status).toBe(401);
    const staffOnly = await call(customersRoute, "/api/wl/user/getCustomers", { ...withKey(w, key), body: {} });
    expect(staffOnly.status).toBe(401);
    expect(staffOnly.body.errorMessage).toBe(ApiKeyMessages.notAccepted);
    expect((await call(searchRoute, "/api/search", { host: w.site.domain, body: oneWay() })).status).toBe(401);

    await systemDb.update(apiKeys).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(apiKeys.id, apiKey.id));
    const expired = await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect(expired.status).toBe(401);
    expect(expired.body.errorMessage).toBe(ApiKeyMessages.expiredKey);
    const list = await on(w, listRoute, "/api/wl/apiKeys/listApiKeys", { token: w.deskToken });
    expect(list.body.data.result.find((k: { id: number }) => k.id === apiKey.id).status).toBe("expired");
  });

  it("a read-only key searches but is refused (403) on booking and the partner email", async () => {
    const { key } = await createKey(w, { scope: "read" });
    expect((await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() })).status).toBe(200);
    const book = await call(setFlightDetailsRoute, "/api/setFlightDetails", { ...withKey(w, key), body: {} });
    expect(book.status).toBe(403);
    expect(book.body.errorMessage).toBe(ApiKeyMessages.readOnly);
    const mail = await call(sendEmailRoute, "/api/partner/notifications/sendEmailForWl", { ...withKey(w, key), body: { name: "P", to: "a@b.test", subject: "s", text: "t", siteId: w.site.id } });
    expect(mail.status).toBe(403);
  });

  it("a test key sees only the simulated supplier and cannot book (never moves money)", async () => {
    const { key } = await createKey(w, { mode: "test", scope: "write" });
    expect(key).toMatch(/^wf_test_/);
    const res = await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect(res.status).toBe(200);
    expect(res.body.data.unavailableSources).toEqual([]);
    expect(res.body.data.results[0].length).toBeGreaterThan(0);
    const book = await call(setFlightDetailsRoute, "/api/setFlightDetails", { ...withKey(w, key), body: {} });
    expect(book.status).toBe(403);
    expect(book.body.errorMessage).toBe(ApiKeyMessages.testKey);
  });

  it("a live read-write key reaches the booking and partner email handlers (validation runs, not a key refusal)", async () => {
    const { key } = await createKey(w);
    const book = await call(setFlightDetailsRoute, "/api/setFlightDetails", { ...withKey(w, key), body: {} });
    expect(book.status).toBe(400);
    const mail = await call(sendEmailRoute, "/api/partner/notifications/sendEmailForWl", { ...withKey(w, key), body: { name: "P", to: "a@b.test", subject: "s", text: "t", siteId: w.other.id } });
    expect(mail.status).toBe(403);
    expect(mail.body.errorMessage).toBe("siteId does not match your site");
  });

  it("answers 429 with Retry-After past the key's per-minute limit", async () => {
    const { key } = await createKey(w, { scope: "read", rateLimitPerMinute: 2 });
    for (let i = 0; i < 2; i++) expect((await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() })).status).toBe(200);
    const limited = await call(searchRoute, "/api/search", { ...withKey(w, key), body: oneWay() });
    expect(limited.status).toBe(429);
    expect(limited.body.errorMessage).toMatch(/^Too many requests for this API key\. Try again in \d+ seconds\.$/);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.body.data).toEqual({ retryAfter });
  });

  it("a blocked company user's key is 401", async () => {
    const agent = await createTestUser(w.site.id, { userType: "travelAgent", companyName: `Blocked ${w.site.domain}` });
    const res = await on(w, createRoute, "/api/wl/apiKeys/createApiKey", { token: w.deskToken, body: { legalEntityId: agent.legalEntityId, name: "B", mode: "live", scope: "read" } });
    await systemDb.update(users).set({ isBlocked: true }).where(eq(users.id, agent.id));
    const blocked = await call(searchRoute, "/api/search", { ...withKey(w, res.body.data.key), body: oneWay() });
    expect(blocked.status).toBe(401);
    expect(blocked.body.errorMessage).toBe(ApiKeyMessages.blockedUser);
  });
});

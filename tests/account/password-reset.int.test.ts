import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { users, userTokens } from "@/db/schema/users";
import { POST as forgetRoute } from "@/app/api/wl/user/forgetPassword/route";
import { POST as generateRoute } from "@/app/api/wl/user/generatePassword/route";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { PasswordMessages } from "@/lib/contracts/passwords";
import { hashUserToken, issueUserToken } from "@/server/auth/user-tokens";
import { verifySessionToken } from "@/server/auth/session";
import { sendSetPasswordLink } from "@/server/account/send-password-link";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs, TEST_PASSWORD } from "../helpers/fixtures";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { restoreSmtpUrl, setSmtpUrl } from "../notifications/mail-world";

let smtp: TestSmtpServer;
let site: Awaited<ReturnType<typeof createTestSite>>;
let other: Awaited<ReturnType<typeof createTestSite>>;

beforeAll(async () => {
  smtp = await startSmtpServer();
  setSmtpUrl(smtp.url);
  site = await createTestSite({ companyName: "Reset Travels" });
  other = await createTestSite();
});
afterAll(async () => {
  restoreSmtpUrl();
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
});

let ipSeq = 0;
const freshIp = () => `10.77.${Math.floor(ipSeq / 250)}.${(ipSeq++ % 250) + 1}`;
const forget = (email: string, host = site.domain, ip = freshIp()) => call(forgetRoute, "/api/wl/user/forgetPassword", { host, ip, body: { email } });
const generate = (body: Record<string, unknown>, host = site.domain) => call(generateRoute, "/api/wl/user/generatePassword", { host, body });
const login = (email: string, password: string, host = site.domain) => call(loginRoute, "/api/wl/user/login", { host, ip: freshIp(), body: { email, password } });

async function waitForMail(to: string, count = 1) {
  for (let i = 0; i < 100 && smtp.messagesTo(to).length < count; i++) await new Promise((r) => setTimeout(r, 50));
  const messages = smtp.messagesTo(to);
  expect(messages.length).toBeGreaterThanOrEqual(count);
  return messages[count - 1].mail;
}
const tokenIn = (text: string | undefined) => /\/generate_password\?token=([A-Za-z0-9_-]{43})/.exec(text ?? "")?.[1] ?? null;

describe("POST /api/wl/user/forgetPassword", () => {
  it("emails a single-use link on the site's own domain; the link sets the password, ends the sessions and then no longer works", async () => {
    const user = await createTestUser(site.id);
    const oldSession = await logInAs(site.domain, user.email!);
    const res = await forget(user.email!.toUpperCase());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { message: PasswordMessages.resetRequested } });

    const mail = await waitForMail(user.email!);
    expect(mail.subject).toBe("Reset your Reset Travels password");
    const token = tokenIn(mail.text);
    expect(token).not.toBeNull();
    expect(mail.text).toMatch(new RegExp(`https?://${site.domain.replace(/\./g, "\\.")}(:\\d+)?/generate_password\\?token=${token}`));
    expect(mail.html).toContain(`/generate_password?token=${token}`);
    // Only the hash is stored, with the purpose and a 30-minute expiry.
    const [row] = await systemDb.select().from(userTokens).where(eq(userTokens.tokenHash, hashUserToken(token!)));
    expect(row).toMatchObject({ siteId: site.id, userId: user.id, purpose: "resetPassword", usedAt: null });
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(29 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(30 * 60_000 + 5_000);
    expect(JSON.stringify(await systemDb.select().from(userTokens).where(eq(userTokens.userId, user.id)))).not.toContain(token!);

    const set = await generate({ token, password: "NewTravel2026", confirmPassword: "NewTravel2026" });
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ message: PasswordMessages.passwordSet, email: user.email });
    expect(await verifySessionToken(oldSession)).toBeNull();
    expect((await login(user.email!, TEST_PASSWORD)).status).toBe(401);
    expect((await login(user.email!, "NewTravel2026")).status).toBe(200);

    const again = await generate({ token, password: "Another2026x", confirmPassword: "Another2026x" });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ success: false, errorMessage: PasswordMessages.linkUsed, shortError: { token: PasswordMessages.linkUsed } });
    expect((await login(user.email!, "NewTravel2026")).status).toBe(200);
  });

  it("answers an unknown address exactly as a known one and sends nothing", async () => {
    const user = await createTestUser(site.id);
    const unknown = `nobody-${Date.now()}@example.test`;
    const known = await forget(user.email!);
    const missing = await forget(unknown);
    expect(missing.status).toBe(known.status);
    expect(missing.body).toEqual(known.body);
    await waitForMail(user.email!);
    await new Promise((r) => setTimeout(r, 200));
    expect(smtp.messagesTo(unknown)).toHaveLength(0);
  });

  it("does not send for an address of another site", async () => {
    const user = await createTestUser(other.id);
    const res = await forget(user.email!);
    expect(res.body.data.message).toBe(PasswordMessages.resetRequested);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messagesTo(user.email!)).toHaveLength(0);
  });

  it("checks the address: required, then a valid email", async () => {
    const empty = await forget("");
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ email: "This is required field." });
    const bad = await forget("not-an-email");
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ email: "Please enter a valid email" });
  });

  it("limits requests per address (5 an hour) and per client (20 an hour) with 429 and Retry-After", async () => {
    const address = `limited-${Date.now()}@example.test`;
    for (let i = 0; i < 5; i++) expect((await forget(address)).status).toBe(200);
    const sixth = await forget(address);
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorMessage).toMatch(/^Too many password reset requests\. Please try again in \d+ minutes\.$/);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);

    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await forget(`client-${i}-${Date.now()}@example.test`, site.domain, ip)).status).toBe(200);
    expect((await forget(`client-last-${Date.now()}@example.test`, site.domain, ip)).status).toBe(429);
  });
});

describe("POST /api/wl/user/generatePassword", () => {
  const strong = { password: "Fresh2026pass", confirmPassword: "Fresh2026pass" };

  it("sets a new agent's first password from the set-password email (sendSetPasswordLink)", async () => {
    const agent = await createTestUser(site.id);
    await systemDb.update(users).set({ passwordHash: null }).where(eq(users.id, agent.id));
    await sendSetPasswordLink(site.id, agent.id);
    const mail = await waitForMail(agent.email!);
    expect(mail.subject).toBe("Set your Reset Travels password");
    const token = tokenIn(mail.text);
    const [row] = await systemDb.select().from(userTokens).where(eq(userTokens.tokenHash, hashUserToken(token!)));
    expect(row.purpose).toBe("setPassword");
    expect((await generate({ token, ...strong })).status).toBe(200);
    expect((await login(agent.email!, strong.password)).status).toBe(200);
  });

  it("refuses an expired link and changes nothing", async () => {
    const user = await createTestUser(site.id);
    const { token } = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "resetPassword", ttlMs: -1000 });
    const res = await generate({ token, ...strong });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ errorMessage: PasswordMessages.linkExpired, shortError: { token: PasswordMessages.linkExpired } });
    expect((await login(user.email!, TEST_PASSWORD)).status).toBe(200);
  });

  it("refuses an unknown token, another site's token and a token of another purpose", async () => {
    const user = await createTestUser(site.id);
    const unknown = await generate({ token: "x".repeat(43), ...strong });
    expect(unknown.body).toMatchObject({ errorMessage: PasswordMessages.linkInvalid, shortError: { token: PasswordMessages.linkInvalid } });
    const { token } = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "resetPassword" });
    const elsewhere = await generate({ token, ...strong }, other.domain);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.errorMessage).toBe(PasswordMessages.linkInvalid);
    const exchange = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "sessionExchange" });
    expect((await generate({ token: exchange.token, ...strong })).body.errorMessage).toBe(PasswordMessages.linkInvalid);
    // The refused attempts did not use the token: it still works on its own site.
    expect((await generate({ token, ...strong })).status).toBe(200);
  });

  it("lets only one of two concurrent uses of a token through", async () => {
    const user = await createTestUser(site.id);
    const { token } = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "resetPassword" });
    const results = await Promise.all([generate({ token, password: "Racer2026one", confirmPassword: "Racer2026one" }), generate({ token, password: "Racer2026two", confirmPassword: "Racer2026two" })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    const winner = results.find((r) => r.status === 200) === results[0] ? "Racer2026one" : "Racer2026two";
    expect((await login(user.email!, winner)).status).toBe(200);
  });

  it("closes the user's other outstanding password links once one is used", async () => {
    const user = await createTestUser(site.id);
    const first = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "resetPassword" });
    const second = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "setPassword" });
    expect((await generate({ token: second.token, ...strong })).status).toBe(200);
    expect((await generate({ token: first.token, password: "Other2026pass", confirmPassword: "Other2026pass" })).body.errorMessage).toBe(PasswordMessages.linkUsed);
    const rows = await systemDb.select().from(userTokens).where(and(eq(userTokens.userId, user.id)));
    expect(rows.every((r) => r.usedAt !== null)).toBe(true);
  });

  it("checks the password with the signup rules and leaves the token unused", async () => {
    const user = await createTestUser(site.id);
    const { token } = await issueUserToken({ siteId: site.id, userId: user.id, purpose: "resetPassword" });
    const missing = await generate({});
    expect(missing.status).toBe(400);
    expect(missing.body.shortError).toEqual({ token: "This is required field.", password: "This is required field.", confirmPassword: "This is required field." });
    const weak = await generate({ token, password: "short", confirmPassword: "short" });
    expect(weak.body.shortError).toEqual({ password: "Use at least 8 characters with a letter and a number" });
    const differ = await generate({ token, password: "Travel2026", confirmPassword: "Travel2027" });
    expect(differ.body.shortError).toEqual({ confirmPassword: "Passwords do not match" });
    const [row] = await systemDb.select().from(userTokens).where(eq(userTokens.tokenHash, hashUserToken(token)));
    expect(row.usedAt).toBeNull();
  });
});

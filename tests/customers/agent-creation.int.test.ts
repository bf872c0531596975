import { randomUUID } from "node:crypto";
import { and, count, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { seedMarkupGroup } from "@/db/seed/markups";
import { leGroupMappings } from "@/db/schema/pricing";
import { emailOutbox } from "@/db/schema/tickets";
import { legalEntities, users, userTokens } from "@/db/schema/users";
import { wallets } from "@/db/schema/wallet";
import { POST as createAgentRoute } from "@/app/api/wl/user/createAgent/route";
import { GET as searchCompaniesRoute } from "@/app/api/wl/user/searchAgentCompanies/route";
import { POST as generateRoute } from "@/app/api/wl/user/generatePassword/route";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { POST as balanceRoute } from "@/app/api/wl/user/getMyWalletEntry/route";
import { AgentMessages } from "@/lib/contracts/agents";
import { EMAIL_TAKEN_MESSAGE, PHONE_TAKEN_MESSAGE } from "@/server/account/sign-up";
import { closeSmtpTransport } from "@/server/notifications/smtp-transport";
import { call } from "../helpers/http";
import { createTestUser } from "../helpers/fixtures";
import { startSmtpServer, type TestSmtpServer } from "../helpers/smtp-server";
import { restoreSmtpUrl, setSmtpUrl } from "../notifications/mail-world";
import { callOn, createCustomerAdminWorld, getUserRow, type CustomerAdminWorld } from "./customer-admin-world";

const PATH = "/api/wl/user/createAgent";
const REQUIRED = "This is required field.";
const F = "userData.customer.";

let w: CustomerAdminWorld;
let smtp: TestSmtpServer;
let defaultGroupId: number;

beforeAll(async () => {
  smtp = await startSmtpServer();
  setSmtpUrl(smtp.url);
  w = await createCustomerAdminWorld();
  await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Silver" });
  defaultGroupId = (await seedMarkupGroup(systemDb, { siteId: w.site.id, groupName: "Standard", isDefault: true })).id;
});
afterAll(async () => {
  restoreSmtpUrl();
  closeSmtpTransport();
  await smtp.close();
  await closeDb();
});

let seq = 0;
/** A phone number no other test of the site uses. */
const freshPhone = () => `98${String(Date.now() % 1e6).padStart(6, "0")}${String(seq++ % 100).padStart(2, "0")}`;
const freshEmail = (name = "agent") => `${name}-${randomUUID().slice(0, 8)}@example.test`;

const b2b = (customer: Record<string, unknown> = {}) => ({
  userData: { userType: "travelAgent", customer: { firstName: "Kavya", lastName: "Rao", email: freshEmail(), phone: freshPhone(), phoneCode: "in", companyName: `Kavya Holidays ${randomUUID().slice(0, 4)}`, ...customer } },
});
const b2c = (customer: Record<string, unknown> = {}) => ({ userData: { userType: "retail", customer: { firstName: "Dev", lastName: "Shah", email: freshEmail("retail"), phone: freshPhone(), phoneCode: "in", ...customer } } });

const create = (body: unknown, token: string | null = w.staffToken) => callOn(w, createAgentRoute, PATH, { token: token ?? undefined, body });

async function waitForMail(to: string) {
  for (let i = 0; i < 100 && smtp.messagesTo(to).length === 0; i++) await new Promise((r) => setTimeout(r, 50));
  const [message] = smtp.messagesTo(to);
  expect(message).toBeDefined();
  return message.mail;
}
const tokenIn = (text: string | undefined) => /\/generate_password\?token=([A-Za-z0-9_-]{43})/.exec(text ?? "")?.[1] ?? null;

const countRows = async () => {
  const [[u], [le], [wl]] = await Promise.all([
    systemDb.select({ n: count() }).from(users).where(eq(users.siteId, w.site.id)),
    systemDb.select({ n: count() }).from(legalEntities).where(eq(legalEntities.siteId, w.site.id)),
    systemDb.select({ n: count() }).from(wallets).where(eq(wallets.siteId, w.site.id)),
  ]);
  return { users: u.n, legalEntities: le.n, wallets: wl.n };
};

describe("POST /api/wl/user/createAgent: B2B (travelAgent)", () => {
  it("creates the agent, a new company mapped to the site's default markup group and its wallet; the emailed single-use link sets a password and the agent signs in", async () => {
    const body = b2b({ phone: "98765 0" + String(Date.now()).slice(-4), companyName: "  Kavya Holidays  " });
    const email = body.userData.customer.email as string;
    const res = await create(body);
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Agent Created Successfully");
    const agent = res.body.data.agent;
    expect(agent).toMatchObject({ userType: "travelAgent", firstName: "Kavya", lastName: "Rao", email, companyName: "Kavya Holidays", groupId: defaultGroupId, isPasswordLinkSent: true });

    const row = await getUserRow(agent.userId);
    expect(row).toMatchObject({ siteId: w.site.id, userType: "travelAgent", legalEntityId: agent.legalEntityId, passwordHash: null, phoneCountryCode: "+91", isDetailPending: false });
    expect(row.phone).toMatch(/^98765\d{5}$/);
    expect(row.phoneNumbers).toEqual([{ label: "Primary", phoneNumber: row.phone, phoneCountryCode: "+91" }]);
    const [company] = await systemDb.select().from(legalEntities).where(eq(legalEntities.id, agent.legalEntityId));
    expect(company).toMatchObject({ siteId: w.site.id, companyName: "Kavya Holidays" });
    const mappings = await systemDb.select().from(leGroupMappings).where(eq(leGroupMappings.legalEntityId, agent.legalEntityId));
    expect(mappings).toEqual([expect.objectContaining({ siteId: w.site.id, groupId: defaultGroupId })]);
    const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.id, agent.walletId));
    expect(wallet).toMatchObject({ siteId: w.site.id, legalEntityId: agent.legalEntityId, userId: null, balance: 0 });
    const tokens = await systemDb.select().from(userTokens).where(eq(userTokens.userId, agent.userId));
    expect(tokens).toEqual([expect.objectContaining({ purpose: "setPassword", usedAt: null })]);
    const outbox = await systemDb.select().from(emailOutbox).where(and(eq(emailOutbox.siteId, w.site.id), eq(emailOutbox.toAddress, email)));
    expect(outbox).toEqual([expect.objectContaining({ createdByUserId: w.staff.id })]);

    const mail = await waitForMail(email);
    const token = tokenIn(mail.text);
    expect(token).not.toBeNull();
    const set = await call(generateRoute, "/api/wl/user/generatePassword", { host: w.site.domain, body: { token, password: "Travel2026", confirmPassword: "Travel2026" } });
    expect(set.status).toBe(200);
    const login = await call(loginRoute, "/api/wl/user/login", { host: w.site.domain, ip: "10.61.0.1", body: { email, password: "Travel2026" } });
    expect(login.status).toBe(200);
    // The agent pays from the company's wallet.
    const balance = await call(balanceRoute, "/api/wl/user/getMyWalletEntry", { host: w.site.domain, token: login.body.data.authToken, body: {} });
    expect(balance.status).toBe(200);
    expect(balance.body.data.balance.walletId).toBe(agent.walletId);
  });

  it("joins an existing company of the site by legalEntityId: no new company, its mapping and wallet kept", async () => {
    const first = await create(b2b({ companyName: "Shared Trips" }));
    expect(first.status).toBe(200);
    const { legalEntityId, walletId } = first.body.data.agent;
    const before = await countRows();
    const res = await create(b2b({ companyName: "", legalEntityId }));
    expect(res.status).toBe(200);
    expect(res.body.data.agent).toMatchObject({ legalEntityId, companyName: "Shared Trips", walletId, groupId: defaultGroupId });
    expect(await countRows()).toEqual({ ...before, users: before.users + 1 });
    expect(await systemDb.select().from(leGroupMappings).where(eq(leGroupMappings.legalEntityId, legalEntityId))).toHaveLength(1);
  });

  it("answers 404 for another site's company and writes nothing", async () => {
    const before = await countRows();
    const res = await create(b2b({ companyName: null, legalEntityId: w.otherAgent.legalEntityId }));
    expect(res.status).toBe(404);
    expect(res.body.errorMessage).toBe(AgentMessages.companyNotFound);
    expect(await countRows()).toEqual(before);
  });
});

describe("POST /api/wl/user/createAgent: B2c (retail)", () => {
  it("creates a retail customer with their own wallet, no company, and emails the set-password link", async () => {
    const body = b2c();
    const res = await create(body);
    expect(res.status).toBe(200);
    const agent = res.body.data.agent;
    expect(agent).toMatchObject({ userType: "retail", legalEntityId: null, companyName: null, groupId: null, isPasswordLinkSent: true });
    const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.id, agent.walletId));
    expect(wallet).toMatchObject({ userId: agent.userId, legalEntityId: null });
    expect(tokenIn((await waitForMail(body.userData.customer.email as string)).text)).not.toBeNull();
  });

  it("creates a customer with a phone only: no email, so no link (isPasswordLinkSent false)", async () => {
    const res = await create(b2c({ email: "" }));
    expect(res.status).toBe(200);
    expect(res.body.data.agent).toMatchObject({ email: null, isPasswordLinkSent: false });
    expect(await systemDb.select().from(userTokens).where(eq(userTokens.userId, res.body.data.agent.userId))).toHaveLength(0);
  });
});

describe("POST /api/wl/user/createAgent: validation (spec 001 section 5), every field at once, nothing written", () => {
  it.each([
    ["no type, no name, no contact", { userData: { userType: "", customer: { firstName: "  ", email: "", phone: "" } } }, { "userData.userType": REQUIRED, [`${F}firstName`]: REQUIRED, [`${F}email`]: AgentMessages.eitherPhoneOrEmail, [`${F}phone`]: AgentMessages.eitherPhoneOrEmail }],
    ["an unknown type", { userData: { userType: "staff", customer: { firstName: "A", email: "a@example.test" } } }, { "userData.userType": "Choose B2c or B2B" }],
    ["an invalid email", b2c({ email: "not-an-email" }), { [`${F}email`]: "Please enter a valid email" }],
    ["a B2B agent without a phone", b2b({ phone: "" }), { [`${F}phone`]: "Phone number is required!" }],
    ["an invalid phone", b2c({ phone: "12345" }), { [`${F}phone`]: "Invalid Phone Number..." }],
    ["a phone of an excluded country (pk)", b2c({ phone: "3001234567", phoneCode: "pk" }), { [`${F}phone`]: "Invalid Phone Number..." }],
    ["a full +93 (af) number under India", b2c({ phone: "+93 70 123 4567", phoneCode: "in" }), { [`${F}phone`]: "Invalid Phone Number..." }],
    ["a B2B agent without company name or company", b2b({ companyName: " " }), { [`${F}companyName`]: REQUIRED }],
    ["a B2B agent with both a new and an existing company", b2b({ legalEntityId: 1 }), { [`${F}companyName`]: AgentMessages.companyChoice }],
    ["a B2c customer with a company", b2c({ companyName: "Mine" }), { [`${F}companyName`]: AgentMessages.retailHasNoCompany }],
  ])("refuses %s", async (_name, body, shortError) => {
    const before = await countRows();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual(shortError);
    expect(await countRows()).toEqual(before);
  });

  it("refuses an email or phone another account of the site uses, on its field; another site's contacts are free", async () => {
    const taken = await createTestUser(w.site.id, { userType: "retail", phone: "9812300001" });
    const before = await countRows();
    const res = await create(b2b({ email: taken.email!.toUpperCase(), phone: "98123 00001" }));
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ [`${F}email`]: EMAIL_TAKEN_MESSAGE, [`${F}phone`]: PHONE_TAKEN_MESSAGE });
    expect(await countRows()).toEqual(before);
    const elsewhere = await create(b2c({ email: w.otherAgent.email }));
    expect(elsewhere.status).toBe(200);
  });
});

describe("POST /api/wl/user/createAgent: who may", () => {
  it("is 401 without a session and 403 for a travel agent or staff whose group lacks customers.agents.create", async () => {
    const before = await countRows();
    expect((await create(b2c(), null)).status).toBe(401);
    expect((await create(b2c(), w.agentToken)).status).toBe(403);
    expect((await create(b2c(), w.deskToken)).status).toBe(403);
    expect(await countRows()).toEqual(before);
  });
});

describe("GET /api/wl/user/searchAgentCompanies", () => {
  it("lists the site's companies matching the search, with their users; never another site's", async () => {
    const made = await create(b2b({ companyName: "Zebra_Tours 100%" }));
    const res = await callOn(w, searchCompaniesRoute, "/api/wl/user/searchAgentCompanies", { token: w.staffToken, query: { search: "zebra_tours 100%" } });
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([{ legalEntityId: made.body.data.agent.legalEntityId, companyName: "Zebra_Tours 100%", userCount: 1 }]);
    const elsewhere = await callOn(w, searchCompaniesRoute, "/api/wl/user/searchAgentCompanies", { token: w.staffToken, query: { search: "Elsewhere" } });
    expect(elsewhere.body.data.result).toEqual([]);
    expect((await callOn(w, searchCompaniesRoute, "/api/wl/user/searchAgentCompanies", { token: w.agentToken })).status).toBe(403);
  });
});

describe("POST /api/wl/user/createAgent: one transaction", () => {
  it("leaves no company, mapping or wallet behind when the user's insert fails (an account taking the email between the check and the write)", async () => {
    const address = freshEmail("race");
    const before = await countRows();
    let pending: ReturnType<typeof create> | undefined;
    // An uncommitted account holds the email: the request's check does not see it, its insert waits on the unique index, then fails.
    await systemDb.transaction(async (tx) => {
      await tx.insert(users).values({ siteId: w.site.id, userType: "retail", firstName: "Racer", email: address });
      pending = create(b2b({ email: address, companyName: "Half Written Ltd" }));
      await new Promise((r) => setTimeout(r, 500));
    });
    const res = await pending!;
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ [`${F}email`]: EMAIL_TAKEN_MESSAGE });
    expect(await countRows()).toEqual({ ...before, users: before.users + 1 });
    expect(await systemDb.select().from(legalEntities).where(eq(legalEntities.companyName, "Half Written Ltd"))).toHaveLength(0);
  });
});

import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { emailOutbox } from "@/db/schema/tickets";
import { users } from "@/db/schema/users";
import { POST as createPendingRoute } from "@/app/api/user/createDetailPendingCustomerForDmc/route";
import { POST as updateDetails } from "@/app/api/wl/user/updateDetails/route";
import { AgentMessages } from "@/lib/contracts/agents";
import { EMAIL_TAKEN_MESSAGE } from "@/server/account/sign-up";
import { createTestUser } from "../helpers/fixtures";
import { callOn, createCustomerAdminWorld, getUserRow, type CustomerAdminWorld } from "./customer-admin-world";

const PATH = "/api/user/createDetailPendingCustomerForDmc";
let w: CustomerAdminWorld;
beforeAll(async () => {
  w = await createCustomerAdminWorld();
});
afterAll(() => closeDb());

const create = (body: unknown, token: string | null = w.staffToken) => callOn(w, createPendingRoute, PATH, { token: token ?? undefined, body });
const email = () => `dmc-${randomUUID().slice(0, 8)}@example.test`;
const siteUsers = async () => (await systemDb.select({ n: count() }).from(users).where(eq(users.siteId, w.site.id)))[0].n;

describe("POST /api/user/createDetailPendingCustomerForDmc", () => {
  it("creates a customer with a name and an email only, pending, with no password and no email sent", async () => {
    const address = email();
    const res = await create({ firstName: "Nadia", email: address });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "Customer Created Successfully", customer: { userType: "retail", firstName: "Nadia", lastName: null, email: address, phone: null, isDetailPending: true } });
    const row = await getUserRow(res.body.data.customer.id);
    expect(row).toMatchObject({ siteId: w.site.id, isDetailPending: true, passwordHash: null, legalEntityId: null });
    expect(await systemDb.select().from(emailOutbox).where(eq(emailOutbox.toAddress, address))).toHaveLength(0);
  });

  it("creates one with a phone only (normalised, India by default)", async () => {
    const res = await create({ firstName: "Omar", lastName: "Ali", phone: "+971 50 123 4567", userType: "travelAgent" });
    expect(res.status).toBe(200);
    expect(res.body.data.customer).toMatchObject({ userType: "travelAgent", phone: "501234567", phoneCountryCode: "+971", isDetailPending: true });
  });

  it.each([
    ["no name and no contact", { firstName: "" }, { firstName: "This is required field.", email: AgentMessages.eitherPhoneOrEmail, phone: AgentMessages.eitherPhoneOrEmail }],
    ["an invalid phone", { firstName: "A", phone: "123" }, { phone: "Invalid Phone Number..." }],
    ["an excluded country", { firstName: "A", phone: "3001234567", phoneCode: "pk" }, { phone: "Invalid Phone Number..." }],
    ["an invalid email", { firstName: "A", email: "nope" }, { email: "Please enter a valid email" }],
  ])("refuses %s, writing nothing", async (_name, body, shortError) => {
    const before = await siteUsers();
    const res = await create(body);
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual(shortError);
    expect(await siteUsers()).toBe(before);
  });

  it("refuses a contact another account of the site uses", async () => {
    const taken = await createTestUser(w.site.id, { userType: "retail" });
    const res = await create({ firstName: "Dup", email: taken.email });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toEqual({ email: EMAIL_TAKEN_MESSAGE });
  });

  it("is 401 without a session and 403 for a travel agent", async () => {
    expect((await create({ firstName: "X", email: email() }, null)).status).toBe(401);
    expect((await create({ firstName: "X", email: email() }, w.agentToken)).status).toBe(403);
  });

  it("is complete once staff save the customer's details through Change Details", async () => {
    const res = await create({ firstName: "Lena", email: email() });
    const id = res.body.data.customer.id;
    const saved = await callOn(w, updateDetails, "/api/wl/user/updateDetails", { token: w.deskToken, body: { customerId: id, firstName: "Lena", lastName: "Fischer", email: res.body.data.customer.email, primaryPhone: { phone: "9812377770", phoneCode: "in" } } });
    expect(saved.status).toBe(200);
    expect((await getUserRow(id)).isDetailPending).toBe(false);
  });
});

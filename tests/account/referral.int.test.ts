import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { users } from "@/db/schema/users";
import { GET as getReferralRoute } from "@/app/api/user/getReferral/route";
import { POST as signupRoute } from "@/app/api/wl/user/signup/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";

afterAll(() => closeDb());

const tag = () => Math.random().toString(36).slice(2, 8);
const mobile = () => `98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
const retail = (over: Record<string, unknown> = {}) => ({
  userType: "retail", gender: 2, firstName: "Priya", lastName: "Nair", email: `priya-${tag()}@example.test`, phone: mobile(), phoneCode: "in", password: "Travel2026", confirmPassword: "Travel2026", ...over,
});
const company = (over: Record<string, unknown> = {}) => ({
  userType: "travelAgent", companyName: "Referred Tours", email: `ops-${tag()}@example.test`, phone: mobile(), phoneCode: "in", secondaryPhone: "2240001234", secondaryPhoneCode: "in",
  firstName: "Kiran", lastName: "Rao", country: "India", state: "Maharashtra", city: "Mumbai", pincode: "400001", address1: "12 Marine Drive", password: "Travel2026", confirmPassword: "Travel2026", ...over,
});
const row = async (email: string) => (await systemDb.select().from(users).where(eq(users.email, email)))[0];

async function referrer() {
  const site = await createTestSite();
  const agent = await createTestUser(site.id, { userType: "travelAgent", companyName: "Referrer Travels" });
  const token = await logInAs(site.domain, agent.email!);
  return { site, agent, token };
}

describe("GET /api/user/getReferral", () => {
  it("creates the code on first visit and keeps it; the link is the site's own origin + /signup?ref=CODE", async () => {
    const { site, agent, token } = await referrer();
    const first = await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token });
    expect(first.status).toBe(200);
    const code: string = first.body.data.referralCode;
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(first.body.data.link).toMatch(new RegExp(`^https?://${site.domain.replace(/\./g, "\\.")}(:\\d+)?/signup\\?ref=${code}$`));
    expect(first.body.data.referredUsers).toEqual([]);
    expect((await row(agent.email!)).referralCode).toBe(code);
    const again = await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token });
    expect(again.body.data.referralCode).toBe(code);
  });

  it("lists who signed up through the code (retail and business), newest first; another site's sign-up with the code is not linked", async () => {
    const { site, token } = await referrer();
    const code = (await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token })).body.data.referralCode as string;
    const r = retail({ referralCode: code.toLowerCase() });
    expect((await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: r })).status).toBe(200);
    const c = company({ referralCode: code });
    expect((await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: c })).status).toBe(200);
    const other = await createTestSite();
    const stranger = retail({ referralCode: code });
    expect((await call(signupRoute, "/api/wl/user/signup", { host: other.domain, body: stranger })).status).toBe(200);
    expect((await row(stranger.email)).referredByUserId).toBeNull();

    const list = await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token });
    expect(list.body.data.referredUsers.map((u: { name: string; userType: string }) => [u.name, u.userType])).toEqual([
      ["Kiran Rao", "travelAgent"],
      ["Priya Nair", "retail"],
    ]);
    expect(list.body.data.referredUsers[0].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it("answers 401 without a session; another site's user gets their own code, never this user's list", async () => {
    const { site, token } = await referrer();
    const code = (await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token })).body.data.referralCode as string;
    await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: retail({ referralCode: code, firstName: "Hidden" }) });
    expect((await call(getReferralRoute, "/api/user/getReferral", { host: site.domain })).status).toBe(401);
    const otherSite = await createTestSite();
    const otherUser = await createTestUser(otherSite.id, { userType: "retail" });
    const res = await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token: await logInAs(otherSite.domain, otherUser.email!) });
    expect(res.status).toBe(200);
    expect(res.body.data.referralCode).not.toBe(code);
    expect(res.body.data.referredUsers).toEqual([]);
  });
});

describe("sign-up with ?ref=", () => {
  it("records referredByUserId for a known code", async () => {
    const { site, agent, token } = await referrer();
    const code = (await call(getReferralRoute, "/api/user/getReferral", { host: site.domain, token })).body.data.referralCode as string;
    const body = retail({ referralCode: code });
    expect((await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body })).status).toBe(200);
    expect((await row(body.email)).referredByUserId).toBe(agent.id);
  });

  it.each([["an unknown code", "NOSUCH99"], ["a malformed code", "<script>"], ["a very long code", "X".repeat(500)], ["a number", 12345]])("ignores %s: the sign-up succeeds with no referrer", async (_label, referralCode) => {
    const site = await createTestSite();
    const body = retail({ referralCode });
    const res = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body });
    expect(res.status).toBe(200);
    expect((await row(body.email)).referredByUserId).toBeNull();
  });
});

import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { legalEntities, users } from "@/db/schema/users";
import { POST as signupRoute } from "@/app/api/wl/user/signup/route";
import { POST as loginRoute } from "@/app/api/wl/user/login/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser } from "../helpers/fixtures";

afterAll(() => closeDb());

const retail = (overrides: Record<string, unknown> = {}) => ({
  userType: "retail",
  gender: 2,
  firstName: "Priya",
  lastName: "Nair",
  email: `priya-${Math.random().toString(36).slice(2, 8)}@example.test`,
  phone: `98${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
  phoneCode: "in",
  password: "Travel2026",
  confirmPassword: "Travel2026",
  ...overrides,
});

const company = (overrides: Record<string, unknown> = {}) => ({
  userType: "travelAgent",
  companyName: "Skyline Tours",
  email: `ops-${Math.random().toString(36).slice(2, 8)}@skyline.test`,
  phone: `97${Math.floor(10_000_000 + Math.random() * 89_999_999)}`,
  phoneCode: "in",
  secondaryPhone: "2240001234",
  secondaryPhoneCode: "in",
  firstName: "Kiran",
  lastName: "Rao",
  country: "India",
  state: "Maharashtra",
  city: "Mumbai",
  pincode: "400001",
  address1: "12 Marine Drive",
  password: "Travel2026",
  confirmPassword: "Travel2026",
  ...overrides,
});

describe("POST /api/wl/user/signup", () => {
  it("registers a retail customer who can then sign in", async () => {
    const site = await createTestSite();
    const body = retail();
    const res = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ userType: "retail", status: "unverified" });
    const [row] = await systemDb.select().from(users).where(eq(users.id, res.body.data.userId));
    expect(row).toMatchObject({ siteId: site.id, userType: "retail", gender: 2, firstName: "Priya", isVerified: false, phoneCountryCode: "+91" });
    expect(row.passwordHash).not.toContain("Travel2026");
    const login = await call(loginRoute, "/api/wl/user/login", { host: site.domain, body: { email: body.email, password: "Travel2026" } });
    expect(login.status).toBe(200);
  });

  it("registers a business with its company as a legal entity", async () => {
    const site = await createTestSite();
    const res = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: company({ address2: "Near the station" }) });
    expect(res.status).toBe(200);
    const [row] = await systemDb.select().from(users).where(eq(users.id, res.body.data.userId));
    expect(row.userType).toBe("travelAgent");
    expect(row.phoneNumbers.map((p) => p.label)).toEqual(["Primary", "Secondary"]);
    const [le] = await systemDb.select().from(legalEntities).where(eq(legalEntities.id, row.legalEntityId!));
    expect(le).toMatchObject({ siteId: site.id, companyName: "Skyline Tours", city: "Mumbai", state: "Maharashtra", pincode: "400001", address2: "Near the station" });
  });

  it("answers each missing company field with the spec's required message", async () => {
    const site = await createTestSite();
    const res = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: { userType: "corporate" } });
    expect(res.status).toBe(400);
    for (const field of ["companyName", "email", "phone", "secondaryPhone", "firstName", "lastName", "country", "state", "city", "pincode", "address1"]) {
      expect(res.body.shortError[field]).toBe("This is required field.");
    }
    expect(res.body.shortError).not.toHaveProperty("address2");
  });

  it("rejects an invalid email, an invalid phone, an excluded country, a weak password and a mismatch", async () => {
    const site = await createTestSite();
    const res = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: retail({ email: "nope", phone: "12345", password: "short", confirmPassword: "other" }) });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({
      email: "Please enter a valid email",
      phone: "Please enter a valid phone number",
      password: "Use at least 8 characters with a letter and a number",
      confirmPassword: "Passwords do not match",
    });
    const excluded = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: retail({ phoneCode: "pk", phone: "3001234567" }) });
    expect(excluded.status).toBe(400);
    expect(excluded.body.shortError.phone).toBe("Please enter a valid phone number");
  });

  it("refuses an email already registered on the site, but not one on another site", async () => {
    const site = await createTestSite();
    const other = await createTestSite();
    const existing = await createTestUser(site.id);
    const dup = await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: retail({ email: existing.email!.toUpperCase() }) });
    expect(dup.status).toBe(400);
    expect(dup.body.shortError).toEqual({ email: "An account with this email already exists" });
    const elsewhere = await call(signupRoute, "/api/wl/user/signup", { host: other.domain, body: retail({ email: existing.email }) });
    expect(elsewhere.status).toBe(200);
  });

  it("writes nothing when validation fails", async () => {
    const site = await createTestSite();
    await call(signupRoute, "/api/wl/user/signup", { host: site.domain, body: company({ pincode: "" }) });
    const rows = await systemDb.select().from(legalEntities).where(eq(legalEntities.siteId, site.id));
    expect(rows).toHaveLength(0);
  });
});

import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { flightBookings } from "@/db/schema/bookings";
import { flightChangeRequests } from "@/db/schema/tickets";
import { legalEntities, users } from "@/db/schema/users";
import { seedWalletCredit, seedWalletForUser } from "@/db/seed/wallet";
import { GET as getDashboardRoute } from "@/app/api/user/getDashboard/route";
import { GET as getProfileRoute } from "@/app/api/user/getMyProfile/route";
import { POST as updateProfileRoute } from "@/app/api/user/updateMyProfile/route";
import { call } from "../helpers/http";
import { createTestSite, createTestUser, logInAs } from "../helpers/fixtures";
import { insertBooking } from "../helpers/ticket-fixtures";

afterAll(() => closeDb());

async function signedIn(overrides: Parameters<typeof createTestUser>[1] = {}) {
  const site = await createTestSite();
  const user = await createTestUser(site.id, overrides);
  const token = await logInAs(site.domain, user.email!);
  return { site, user, token };
}

describe("GET /api/user/getDashboard", () => {
  const path = "/api/user/getDashboard";

  it("answers the caller's recent bookings, held bookings by deadline, wallet and open change requests, and nobody else's", async () => {
    const { site, user, token } = await signedIn({ companyName: "Dash Travels" });
    const other = await createTestUser(site.id, { companyName: "Other Travels" });
    const wallet = await seedWalletForUser(systemDb, user.id, 200_000);
    await seedWalletCredit(systemDb, { walletId: wallet.id, amount: 1_234_500, idempotencyKey: `dash-${user.id}` });
    const ticketed = await insertBooking({ siteId: site.id, userId: user.id, pnr: "DASH01", createdAt: new Date("2026-11-01T10:00:00Z") });
    await insertBooking({ siteId: site.id, userId: user.id, status: "draft", pnr: "DRAFT1" });
    const lateHold = await insertBooking({ siteId: site.id, userId: user.id, status: "held", pnr: "HOLD02", createdAt: new Date("2026-11-02T10:00:00Z") });
    const soonHold = await insertBooking({ siteId: site.id, userId: user.id, status: "held", pnr: "HOLD01", createdAt: new Date("2026-11-03T10:00:00Z") });
    // The airline's last ticket dates, India time: the later-made hold runs out first.
    await systemDb.update(flightBookings).set({ lastTicketDate: "2026-11-04T18:00:00" }).where(eq(flightBookings.id, soonHold.id));
    await systemDb.update(flightBookings).set({ lastTicketDate: "2026-11-09T18:00:00" }).where(eq(flightBookings.id, lateHold.id));
    await insertBooking({ siteId: site.id, userId: other.id, pnr: "OTHER1" });
    await systemDb.insert(flightChangeRequests).values([
      { siteId: site.id, bookingId: ticketed.id, userId: user.id, requestType: 1, cancellationType: 2, remarks: "cancel", status: "pending", statusText: "Pending" },
      { siteId: site.id, bookingId: ticketed.id, userId: user.id, requestType: 1, cancellationType: 2, remarks: "done", status: "completed", statusText: "Completed" },
    ]);

    const res = await call(getDashboardRoute, path, { host: site.domain, token });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.recentBookings.map((b: { pnr: string }) => b.pnr).sort()).toEqual(["DASH01", "HOLD01", "HOLD02"]);
    expect(d.heldBookings.map((b: { pnr: string; deadline: string }) => [b.pnr, b.deadline])).toEqual([
      ["HOLD01", "2026-11-04T12:30:00.000Z"],
      ["HOLD02", "2026-11-09T12:30:00.000Z"],
    ]);
    expect(d.wallet).toMatchObject({ balance: 12345, creditLimit: 2000, availableBalance: 14345, currency: "INR" });
    expect(d.openChangeRequests).toHaveLength(1);
    expect(d.openChangeRequests[0]).toMatchObject({ bookingId: ticketed.id, pnr: "DASH01", statusText: "Pending" });
    expect(d.counts).toEqual({ bookings: 3, held: 2, openChangeRequests: 1 });
  });

  it("answers empty blocks for a new user, and no wallet for staff", async () => {
    const { site, token } = await signedIn({ userType: "retail" });
    const res = await call(getDashboardRoute, path, { host: site.domain, token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ recentBookings: [], heldBookings: [], openChangeRequests: [], counts: { bookings: 0, held: 0, openChangeRequests: 0 } });
    const staff = await createTestUser(site.id, { userType: "staff" });
    const staffRes = await call(getDashboardRoute, path, { host: site.domain, token: await logInAs(site.domain, staff.email!) });
    expect(staffRes.status).toBe(200);
    expect(staffRes.body.data.wallet).toBeNull();
  });

  it("answers 401 without a session; another site's user sees only their own (empty) dashboard", async () => {
    const { site, user } = await signedIn();
    await insertBooking({ siteId: site.id, userId: user.id, pnr: "SITEA1" });
    expect((await call(getDashboardRoute, path, { host: site.domain })).status).toBe(401);
    const other = await signedIn();
    const res = await call(getDashboardRoute, path, { host: site.domain, token: other.token });
    expect(res.status).toBe(200);
    expect(res.body.data.recentBookings).toEqual([]);
    expect(JSON.stringify(res.body)).not.toContain("SITEA1");
  });
});

describe("GET /api/user/getMyProfile and POST /api/user/updateMyProfile", () => {
  it("reads the agent's names, phones and company, and saves names and company", async () => {
    const { site, user, token } = await signedIn({ companyName: "Profile Travels", firstName: "Asha", lastName: "Rao" });
    const got = await call(getProfileRoute, "/api/user/getMyProfile", { host: site.domain, token });
    expect(got.status).toBe(200);
    expect(got.body.data).toMatchObject({ userType: "travelAgent", firstName: "Asha", lastName: "Rao", email: user.email, company: { companyName: "Profile Travels" }, taLogoUrl: null, canUploadLogo: true });

    const body = { firstName: "Asha ", lastName: "Menon", company: { companyName: "Profile Travels Pvt Ltd", address1: "1 MG Road", address2: "Bengaluru", secondaryPhone: "080 4000 1234" } };
    const saved = await call(updateProfileRoute, "/api/user/updateMyProfile", { host: site.domain, token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data.message).toBe("Profile saved");
    const [u] = await systemDb.select().from(users).where(eq(users.id, user.id));
    expect([u.firstName, u.lastName]).toEqual(["Asha", "Menon"]);
    const [le] = await systemDb.select().from(legalEntities).where(eq(legalEntities.id, u.legalEntityId!));
    expect(le).toMatchObject({ companyName: "Profile Travels Pvt Ltd", address1: "1 MG Road", address2: "Bengaluru", secondaryPhone: "08040001234" });
  });

  it.each([
    [{ firstName: "" }, "firstName", "This is required field."],
    [{ firstName: "A", company: { companyName: "" } }, "company.companyName", "This is required field."],
    [{ firstName: "A", company: { companyName: "X", secondaryPhone: "12ab" } }, "company.secondaryPhone", "Please enter a valid phone number"],
  ])("refuses %j with the field's message", async (body, field, message) => {
    const { site, token } = await signedIn({ companyName: "Rules Travels" });
    const res = await call(updateProfileRoute, "/api/user/updateMyProfile", { host: site.domain, token, body });
    expect(res.status).toBe(400);
    expect(res.body.shortError[field]).toBe(message);
  });

  it("refuses a company block from a retail customer, and changes nothing", async () => {
    const { site, user, token } = await signedIn({ userType: "retail", firstName: "Ravi" });
    const res = await call(updateProfileRoute, "/api/user/updateMyProfile", { host: site.domain, token, body: { firstName: "Changed", company: { companyName: "Mine" } } });
    expect(res.status).toBe(400);
    expect(res.body.shortError.company).toBe("Only business accounts have a company");
    const [u] = await systemDb.select().from(users).where(eq(users.id, user.id));
    expect(u.firstName).toBe("Ravi");
  });

  it("answers 401 without a session", async () => {
    const { site } = await signedIn();
    expect((await call(getProfileRoute, "/api/user/getMyProfile", { host: site.domain })).status).toBe(401);
    expect((await call(updateProfileRoute, "/api/user/updateMyProfile", { host: site.domain, body: { firstName: "X" } })).status).toBe(401);
  });
});

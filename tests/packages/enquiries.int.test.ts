import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { packageEnquiries } from "@/db/schema/packages";
import { users } from "@/db/schema/users";
import { POST as assignRoute } from "@/app/api/packages/enquiries/assign/route";
import { GET as listRoute } from "@/app/api/packages/enquiries/list/route";
import { POST as quoteRoute } from "@/app/api/packages/enquiries/makeQuotation/route";
import { GET as mineRoute } from "@/app/api/packages/enquiries/mine/route";
import { POST as statusRoute } from "@/app/api/packages/enquiries/updateStatus/route";
import { POST as enquiryRoute } from "@/app/api/packages/enquiry/route";
import { call } from "../helpers/http";
import { createTestUser } from "../helpers/fixtures";
import { approveTourPackages, insertPackage, isoDay, packageSite } from "./package-world";

afterAll(() => closeDb());

const ENQUIRE = "/api/packages/enquiry";
const enquiry = (packageId: number, overrides: Record<string, unknown> = {}) => ({
  packageId,
  travelDate: isoDay(30),
  adults: 2,
  children: 1,
  infants: 0,
  contactName: "Priya Sharma",
  contactEmail: `priya-${randomUUID().slice(0, 8)}@example.test`,
  contactPhone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, "0")}`,
  message: "Honeymoon, sea view please",
  ...overrides,
});

async function world() {
  const w = await packageSite();
  const pkg = await insertPackage(w.site.id, { name: "Dubai Delight", nights: 4, days: 5 });
  return { ...w, pkg };
}

async function sendEnquiry(w: Awaited<ReturnType<typeof world>>, overrides: Record<string, unknown> = {}, token?: string) {
  const res = await call(enquiryRoute, ENQUIRE, { host: w.site.domain, token, body: enquiry(w.pkg.id, overrides) });
  expect(res.status).toBe(200);
  return res.body.data.enquiryId as number;
}

describe("POST /api/packages/enquiry", () => {
  it("records an anonymous visitor's enquiry and answers the submitted page's URL", async () => {
    const w = await world();
    const body = enquiry(w.pkg.id);
    const res = await call(enquiryRoute, ENQUIRE, { host: w.site.domain, body });
    expect(res.status).toBe(200);
    expect(res.body.data.message).toBe("Enquiry sent successfully");
    const id = res.body.data.enquiryId;
    expect(res.body.data.redirectUrl).toBe(`/package/enquiry/submitted/${id}?title=Dubai%20Delight`);
    const [row] = await systemDb.select().from(packageEnquiries).where(eq(packageEnquiries.id, id));
    expect(row).toMatchObject({ siteId: w.site.id, packageId: w.pkg.id, sourceSiteId: null, adults: 2, children: 1, infants: 0, status: "new", userId: null, contactEmail: body.contactEmail, contactPhoneCountry: "in" });
  });

  it("keeps a signed-in user's enquiry as theirs (GET /api/packages/enquiries/mine)", async () => {
    const w = await world();
    const id = await sendEnquiry(w, {}, w.retailToken);
    const mine = await call(mineRoute, "/api/packages/enquiries/mine", { host: w.site.domain, token: w.retailToken });
    expect(mine.status).toBe(200);
    expect(mine.body.data.result.map((e: { enquiryId: number }) => e.enquiryId)).toEqual([id]);
    expect(mine.body.data.result[0]).not.toHaveProperty("assigneeUserId");
    const others = await call(mineRoute, "/api/packages/enquiries/mine", { host: w.site.domain, token: w.agentToken });
    expect(others.body.data.result).toEqual([]);
    expect((await call(mineRoute, "/api/packages/enquiries/mine", { host: w.site.domain })).status).toBe(401);
  });

  it("limits enquiries: 5 an hour for one contact email and 20 from one client, then 429 with Retry-After and nothing written", async () => {
    const w = await world();
    const email = `flood-${randomUUID().slice(0, 8)}@example.test`;
    for (let i = 0; i < 5; i += 1) expect((await call(enquiryRoute, ENQUIRE, { host: w.site.domain, ip: "10.9.0.1", body: enquiry(w.pkg.id, { contactEmail: email }) })).status).toBe(200);
    const sixth = await call(enquiryRoute, ENQUIRE, { host: w.site.domain, ip: "10.9.0.2", body: enquiry(w.pkg.id, { contactEmail: email.toUpperCase() }) });
    expect(sixth.status).toBe(429);
    expect(sixth.body.errorMessage).toMatch(/^Too many enquiries\. Please try again in \d+ minutes\.$/);
    expect(Number(sixth.headers.get("retry-after"))).toBeGreaterThan(0);
    // One client, many addresses: the 21st is refused.
    for (let i = 0; i < 15; i += 1) expect((await call(enquiryRoute, ENQUIRE, { host: w.site.domain, ip: "10.9.0.1", body: enquiry(w.pkg.id) })).status).toBe(200);
    expect((await call(enquiryRoute, ENQUIRE, { host: w.site.domain, ip: "10.9.0.1", body: enquiry(w.pkg.id) })).status).toBe(429);
    const rows = await systemDb.select({ id: packageEnquiries.id }).from(packageEnquiries).where(eq(packageEnquiries.packageId, w.pkg.id));
    expect(rows).toHaveLength(20);
    // Another client with another address is still served.
    expect((await call(enquiryRoute, ENQUIRE, { host: w.site.domain, ip: "10.9.0.3", body: enquiry(w.pkg.id) })).status).toBe(200);
  });

  it("reports every validation message at once", async () => {
    const w = await world();
    const res = await call(enquiryRoute, ENQUIRE, {
      host: w.site.domain,
      body: { packageId: w.pkg.id, travelDate: "31-12-2026", adults: 0, children: -1, infants: 0, contactName: "", contactEmail: "not-an-email", contactPhone: "12", message: "" },
    });
    expect(res.status).toBe(400);
    expect(res.body.shortError).toMatchObject({
      travelDate: "Enter a date as YYYY-MM-DD",
      adults: "Must be at least 1",
      children: "Must be at least 0",
      contactName: "This is required field.",
      contactEmail: "Please enter a valid email",
      contactPhone: "Invalid Phone Number...",
    });
    const infants = await call(enquiryRoute, ENQUIRE, { host: w.site.domain, body: enquiry(w.pkg.id, { adults: 1, infants: 2 }) });
    expect(infants.body.shortError.infants).toBe("Infants must not be more than adults");
    const past = await call(enquiryRoute, ENQUIRE, { host: w.site.domain, body: enquiry(w.pkg.id, { travelDate: isoDay(-2) }) });
    expect(past.status).toBe(400);
    expect(past.body.shortError.travelDate).toBe("Travel date must not be in the past");
  });

  it("is 404 for another site's package and 401 anonymous on a locked site", async () => {
    const w = await world();
    const other = await world();
    const res = await call(enquiryRoute, ENQUIRE, { host: w.site.domain, body: enquiry(other.pkg.id) });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Package not found");
    const locked = await packageSite({ isLockMode: true });
    const lockedPkg = await insertPackage(locked.site.id);
    expect((await call(enquiryRoute, ENQUIRE, { host: locked.site.domain, body: enquiry(lockedPkg.id) })).status).toBe(401);
    expect((await call(enquiryRoute, ENQUIRE, { host: locked.site.domain, token: locked.retailToken, body: enquiry(lockedPkg.id) })).status).toBe(200);
  });

  it("sends an enquiry for a TourPackages supplier's package to the supplier's staff", async () => {
    const consumer = await world();
    const supplier = await world();
    await approveTourPackages(supplier.site.id, consumer.site.id);
    const res = await call(enquiryRoute, ENQUIRE, { host: consumer.site.domain, token: consumer.retailToken, body: enquiry(supplier.pkg.id) });
    expect(res.status).toBe(200);
    const id = res.body.data.enquiryId;
    const [row] = await systemDb.select().from(packageEnquiries).where(eq(packageEnquiries.id, id));
    expect(row).toMatchObject({ siteId: supplier.site.id, sourceSiteId: consumer.site.id, userId: consumer.retail.id });
    const supplierList = await call(listRoute, "/api/packages/enquiries/list", { host: supplier.site.domain, token: supplier.staffToken });
    expect(supplierList.body.data.result.find((e: { enquiryId: number }) => e.enquiryId === id)).toMatchObject({ sourceSiteName: consumer.site.companyName });
    const consumerList = await call(listRoute, "/api/packages/enquiries/list", { host: consumer.site.domain, token: consumer.staffToken });
    expect(consumerList.body.data.result).toEqual([]);
    const mine = await call(mineRoute, "/api/packages/enquiries/mine", { host: consumer.site.domain, token: consumer.retailToken });
    expect(mine.body.data.result.map((e: { enquiryId: number }) => e.enquiryId)).toEqual([id]);
  });
});

describe("staff work enquiries", () => {
  it("lists the site's enquiries newest first, by status, with the assignable staff", async () => {
    const w = await world();
    const first = await sendEnquiry(w);
    const second = await sendEnquiry(w);
    await call(statusRoute, "/api/packages/enquiries/updateStatus", { host: w.site.domain, token: w.staffToken, body: { enquiryId: first, status: "closed" } });
    const all = await call(listRoute, "/api/packages/enquiries/list", { host: w.site.domain, token: w.staffToken });
    expect(all.status).toBe(200);
    expect(all.body.data.result.map((e: { enquiryId: number }) => e.enquiryId)).toEqual([second, first]);
    expect(all.body.data.assignees).toEqual([{ userId: w.staff.id, name: `Stella ${w.staff.lastName}` }]);
    const closed = await call(listRoute, "/api/packages/enquiries/list", { host: w.site.domain, token: w.staffToken, query: { status: "closed" } });
    expect(closed.body.data.result.map((e: { enquiryId: number }) => e.enquiryId)).toEqual([first]);
    const bad = await call(listRoute, "/api/packages/enquiries/list", { host: w.site.domain, token: w.staffToken, query: { status: "lost" } });
    expect(bad.body.shortError.status).toBe("Status must be one of: new, in progress, quoted, converted, closed");
    expect((await call(listRoute, "/api/packages/enquiries/list", { host: w.site.domain, token: w.agentToken })).status).toBe(403);
    expect((await call(listRoute, "/api/packages/enquiries/list", { host: w.site.domain })).status).toBe(401);
  });

  it("changes the status; refuses an unknown status; another site's enquiry is 404", async () => {
    const w = await world();
    const id = await sendEnquiry(w);
    const res = await call(statusRoute, "/api/packages/enquiries/updateStatus", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id, status: "in progress" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "Enquiry status updated", enquiry: { enquiryId: id, status: "in progress" } });
    const bad = await call(statusRoute, "/api/packages/enquiries/updateStatus", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id } });
    expect(bad.body.shortError.status).toBe("This is required field.");
    const other = await packageSite();
    const cross = await call(statusRoute, "/api/packages/enquiries/updateStatus", { host: other.site.domain, token: other.staffToken, body: { enquiryId: id, status: "closed" } });
    expect(cross.status).toBe(404);
    expect(cross.body.message).toBe("Enquiry not found");
    const [row] = await systemDb.select().from(packageEnquiries).where(eq(packageEnquiries.id, id));
    expect(row.status).toBe("in progress");
    expect((await call(statusRoute, "/api/packages/enquiries/updateStatus", { host: w.site.domain, token: w.retailToken, body: { enquiryId: id, status: "closed" } })).status).toBe(403);
  });

  it("assigns to a staff user of the site and unassigns; a non-staff or another site's user is refused", async () => {
    const w = await world();
    const id = await sendEnquiry(w);
    const res = await call(assignRoute, "/api/packages/enquiries/assign", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id, assigneeUserId: w.staff.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "Enquiry assigned", enquiry: { assigneeUserId: w.staff.id, assigneeName: `Stella ${w.staff.lastName}` } });
    const agent = await call(assignRoute, "/api/packages/enquiries/assign", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id, assigneeUserId: w.agent.id } });
    expect(agent.status).toBe(400);
    expect(agent.body.shortError.assigneeUserId).toBe("Assignee must be a staff user of this site");
    const other = await packageSite();
    expect((await call(assignRoute, "/api/packages/enquiries/assign", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id, assigneeUserId: other.staff.id } })).status).toBe(400);
    expect((await call(assignRoute, "/api/packages/enquiries/assign", { host: other.site.domain, token: other.staffToken, body: { enquiryId: id, assigneeUserId: null } })).status).toBe(404);
    const un = await call(assignRoute, "/api/packages/enquiries/assign", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id, assigneeUserId: null } });
    expect(un.body.data.enquiry).toMatchObject({ assigneeUserId: null, assigneeName: null });
  });

  it("Make quotation: creates the enquirer as a detail-pending customer, marks the enquiry quoted and answers the builder URL", async () => {
    const w = await world();
    const id = await sendEnquiry(w, { contactName: "Priya K Sharma", travelDate: isoDay(40), adults: 2, children: 1, infants: 1 });
    const res = await call(quoteRoute, "/api/packages/enquiries/makeQuotation", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id } });
    expect(res.status).toBe(200);
    const { customerId, builderUrl, enquiry: e } = res.body.data;
    const [customer] = await systemDb.select().from(users).where(eq(users.id, customerId));
    expect(customer).toMatchObject({ siteId: w.site.id, firstName: "Priya", lastName: "K Sharma", email: e.contactEmail, isDetailPending: true, passwordHash: null, userType: "retail" });
    const url = new URL(builderUrl, "http://x");
    expect(url.pathname).toBe("/staff/dmc-quotes");
    expect(Object.fromEntries(url.searchParams)).toEqual({ kartName: "Dubai Delight - Priya K Sharma", customerId: String(customerId), arrivalDate: isoDay(40), noOfNights: "4", adults: "2", child: "1", infant: "1" });
    expect(e).toMatchObject({ status: "quoted", customerUserId: customerId });
    // Again: the same customer, no second account.
    const again = await call(quoteRoute, "/api/packages/enquiries/makeQuotation", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id } });
    expect(again.body.data.customerId).toBe(customerId);
  });

  it("Make quotation finds an existing customer by email; another site's enquiry is 404", async () => {
    const w = await world();
    const existing = await createTestUser(w.site.id, { userType: "retail" });
    const id = await sendEnquiry(w, { contactEmail: existing.email!.toUpperCase() });
    const res = await call(quoteRoute, "/api/packages/enquiries/makeQuotation", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id } });
    expect(res.body.data.customerId).toBe(existing.id);
    const other = await packageSite();
    expect((await call(quoteRoute, "/api/packages/enquiries/makeQuotation", { host: other.site.domain, token: other.staffToken, body: { enquiryId: id } })).status).toBe(404);
    expect((await call(quoteRoute, "/api/packages/enquiries/makeQuotation", { host: w.site.domain, token: w.agentToken, body: { enquiryId: id } })).status).toBe(403);
  });

  it("Make quotation never picks a member of staff who shares the enquiry's email", async () => {
    const w = await world();
    const id = await sendEnquiry(w, { contactEmail: w.staff.email! });
    const res = await call(quoteRoute, "/api/packages/enquiries/makeQuotation", { host: w.site.domain, token: w.staffToken, body: { enquiryId: id } });
    expect(res.status).toBe(400);
    expect(res.body.shortError.email).toBeDefined();
    const [row] = await systemDb.select().from(packageEnquiries).where(eq(packageEnquiries.id, id));
    expect([row.status, row.customerUserId]).toEqual(["new", null]);
  });
});

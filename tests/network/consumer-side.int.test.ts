import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { supplierProfiles, supplierRequests, supplierTermsAcceptances } from "@/db/schema/network";
import { GET as getCategories } from "@/app/api/whitelabel/getSupplierCategories/route";
import { GET as getProfile, POST as becomeSupplier } from "@/app/api/user/supplier/becomeSupplier/route";
import { POST as visibleSuppliers } from "@/app/api/supplier/getAllVisibleSuppliersWithConsumerRequests/route";
import { POST as supplierDetails } from "@/app/api/wl/user/supplierApproval_supplierDetails/route";
import { POST as getTerms } from "@/app/api/wl/user/supplierApproval_getTermsAndConditions/route";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { GET as linkedSuppliers } from "@/app/api/supplier/getLinkedSuppliersByConsumer/route";
import { POST as pauseSupplier } from "@/app/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide/route";
import { GET as ownSuppliers } from "@/app/api/supplier/getWebsiteOwnSuppliers/route";
import { addSupplier } from "../helpers/flight-fixtures";
import { createNetworkSite, createNetworkWorld, expectStaffOnly, TERMS, type NetworkWorld } from "./network-world";

afterAll(() => closeDb());

const CATEGORIES = "/api/whitelabel/getSupplierCategories";
const BECOME = "/api/user/supplier/becomeSupplier";
const VISIBLE = "/api/supplier/getAllVisibleSuppliersWithConsumerRequests";
const DETAILS = "/api/wl/user/supplierApproval_supplierDetails";
const TERMS_PATH = "/api/wl/user/supplierApproval_getTermsAndConditions";
const ACCEPT = "/api/wl/user/supplierApproval_acceptTermsAndConditions";
const REQUEST = "/api/supplier/consumerToSupplierRequests";
const LINKED = "/api/supplier/getLinkedSuppliersByConsumer";
const PAUSE = "/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide";
const OWN = "/api/supplier/getWebsiteOwnSuppliers";

/** The consumer accepts the terms and requests a category, through the endpoints. */
async function requestFlights(w: NetworkWorld, who: "consumer" | "other" = "consumer", category = "Flights") {
  const s = w[who];
  const accepted = await s.as("admin")(acceptTerms, ACCEPT, { body: { supplierSiteId: w.supplier.site.id } });
  expect(accepted.status).toBe(200);
  const res = await s.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category } });
  expect(res.status).toBe(200);
  return res.body.data.requestId as number;
}

describe("GET /api/whitelabel/getSupplierCategories", () => {
  it("lists the spec's three categories to a signed-in user; 401 anonymous", async () => {
    const s = await createNetworkSite();
    const res = await s.as("agent")(getCategories, CATEGORIES);
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([{ category: "FixedDeparture" }, { category: "Flights" }, { category: "TourPackages" }]);
    expect((await s.as("anonymous")(getCategories, CATEGORIES)).status).toBe(401);
  });
});

describe("/api/user/supplier/becomeSupplier", () => {
  it("makes the site a supplier with categories and terms, and reads it back", async () => {
    const s = await createNetworkSite();
    const before = await s.as("staff")(getProfile, BECOME);
    expect(before.body.data).toEqual({ isSupplier: false, categories: [], termsAndConditions: "", isActive: false });
    const res = await s.as("admin")(becomeSupplier, BECOME, { body: { categories: ["TourPackages", "Flights"], termsAndConditions: "  Pay on time.  " } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ isSupplier: true, categories: ["Flights", "TourPackages"], termsAndConditions: "Pay on time.", isActive: true, message: "Supplier details saved successfully" });
    const again = await s.as("admin")(becomeSupplier, BECOME, { body: { categories: ["FixedDeparture"], termsAndConditions: "New terms", isActive: false } });
    expect(again.body.data.categories).toEqual(["FixedDeparture"]);
    const rows = await systemDb.select().from(supplierProfiles).where(eq(supplierProfiles.siteId, s.site.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ categories: ["FixedDeparture"], termsAndConditions: "New terms", isActive: false, updatedByUserId: s.admin.id });
  });

  it("validates categories and terms, and needs the manage permission", async () => {
    const s = await createNetworkSite();
    const empty = await s.as("admin")(becomeSupplier, BECOME, { body: { categories: [], termsAndConditions: "" } });
    expect(empty.status).toBe(400);
    expect(empty.body.shortError).toEqual({ categories: "Choose at least one category", termsAndConditions: "This is required field." });
    const bad = await s.as("admin")(becomeSupplier, BECOME, { body: { categories: ["Hotels"], termsAndConditions: "x" } });
    expect(bad.body.shortError).toEqual({ "categories.0": "Must be one of FixedDeparture, Flights, TourPackages" });
    const staff = await s.as("staff")(becomeSupplier, BECOME, { body: { categories: ["Flights"], termsAndConditions: "x" } });
    expect(staff.status).toBe(403);
    await expectStaffOnly(s, becomeSupplier, BECOME, { body: { categories: ["Flights"], termsAndConditions: "x" } });
    await expectStaffOnly(s, getProfile, BECOME);
  });
});

describe("POST /api/supplier/getAllVisibleSuppliersWithConsumerRequests", () => {
  it("lists active suppliers other than itself with only its own requests", async () => {
    const w = await createNetworkWorld();
    await requestFlights(w, "other", "FixedDeparture");
    const requestId = await requestFlights(w);
    const res = await w.consumer.as("staff")(visibleSuppliers, VISIBLE, { body: { domainName: w.consumer.site.domain } });
    expect(res.status).toBe(200);
    const mine = res.body.data.result.find((s: { supplierSiteId: number }) => s.supplierSiteId === w.supplier.site.id);
    expect(mine).toEqual({
      supplierSiteId: w.supplier.site.id,
      companyName: "Supplier Co",
      siteName: w.supplier.site.name,
      domain: w.supplier.site.domain,
      logoUrl: null,
      categories: ["Flights", "FixedDeparture"],
      isTermsAccepted: true,
      requests: [{ requestId, category: "Flights", requestStatus: "Pending", isPausedByConsumer: false }],
    });
    // The supplier never lists itself; an inactive supplier is hidden.
    const own = await w.supplier.as("staff")(visibleSuppliers, VISIBLE, { body: { domainName: w.supplier.site.domain } });
    expect(own.body.data.result.map((s: { supplierSiteId: number }) => s.supplierSiteId)).not.toContain(w.supplier.site.id);
    await systemDb.update(supplierProfiles).set({ isActive: false }).where(eq(supplierProfiles.siteId, w.supplier.site.id));
    const hidden = await w.consumer.as("staff")(visibleSuppliers, VISIBLE, { body: { domainName: w.consumer.site.domain } });
    expect(hidden.body.data.result.map((s: { supplierSiteId: number }) => s.supplierSiteId)).not.toContain(w.supplier.site.id);
  });

  it("answers 404 for another site's domain, 400 for none, and is staff only", async () => {
    const w = await createNetworkWorld();
    const foreign = await w.consumer.as("staff")(visibleSuppliers, VISIBLE, { body: { domainName: w.other.site.domain } });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe("Site not found");
    const missing = await w.consumer.as("staff")(visibleSuppliers, VISIBLE, { body: {} });
    expect(missing.body.shortError).toEqual({ domainName: "This is required field." });
    await expectStaffOnly(w.consumer, visibleSuppliers, VISIBLE, { body: { domainName: w.consumer.site.domain } });
  });
});

describe("supplierApproval_supplierDetails / getTermsAndConditions / acceptTermsAndConditions", () => {
  it("shows the supplier's details and terms, then records the acceptance", async () => {
    const w = await createNetworkWorld();
    const details = await w.consumer.as("staff")(supplierDetails, DETAILS, { body: { supplierSiteId: w.supplier.site.id } });
    expect(details.status).toBe(200);
    expect(details.body.data).toMatchObject({ supplierSiteId: w.supplier.site.id, companyName: "Supplier Co", domain: w.supplier.site.domain, adminEmail: "admin@supplierco.test", categories: ["Flights", "FixedDeparture"] });
    const before = await w.consumer.as("staff")(getTerms, TERMS_PATH, { body: { supplierSiteId: w.supplier.site.id } });
    expect(before.body.data).toEqual({ supplierSiteId: w.supplier.site.id, termsAndConditions: TERMS, isAccepted: false, acceptedAt: null });
    const accepted = await w.consumer.as("admin")(acceptTerms, ACCEPT, { body: { supplierSiteId: w.supplier.site.id } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.data).toEqual({ supplierSiteId: w.supplier.site.id, isAccepted: true, acceptedAt: expect.any(String), message: "Terms and conditions accepted successfully" });
    const after = await w.consumer.as("staff")(getTerms, TERMS_PATH, { body: { supplierSiteId: w.supplier.site.id } });
    expect(after.body.data.isAccepted).toBe(true);
    const [row] = await systemDb.select().from(supplierTermsAcceptances).where(eq(supplierTermsAcceptances.consumerSiteId, w.consumer.site.id));
    expect(row).toMatchObject({ supplierSiteId: w.supplier.site.id, acceptedTerms: TERMS, acceptedByUserId: w.consumer.admin.id });
    // Another consumer has not accepted anything.
    const other = await w.other.as("staff")(getTerms, TERMS_PATH, { body: { supplierSiteId: w.supplier.site.id } });
    expect(other.body.data.isAccepted).toBe(false);
  });

  it("answers 404 for a site that is not a supplier or is the caller, 400 without an id, and checks permissions", async () => {
    const w = await createNetworkWorld();
    for (const [handler, path] of [[supplierDetails, DETAILS], [getTerms, TERMS_PATH], [acceptTerms, ACCEPT]] as const) {
      const notSupplier = await w.consumer.as("admin")(handler, path, { body: { supplierSiteId: w.other.site.id } });
      expect(notSupplier.status).toBe(404);
      expect(notSupplier.body.message).toBe("Supplier not found");
      const self = await w.supplier.as("admin")(handler, path, { body: { supplierSiteId: w.supplier.site.id } });
      expect(self.status).toBe(404);
      const missing = await w.consumer.as("admin")(handler, path, { body: {} });
      expect(missing.body.shortError).toEqual({ supplierSiteId: "This is required field." });
      await expectStaffOnly(w.consumer, handler, path, { body: { supplierSiteId: w.supplier.site.id } });
    }
    // Accepting needs the request permission (plain staff have view only).
    expect((await w.consumer.as("staff")(acceptTerms, ACCEPT, { body: { supplierSiteId: w.supplier.site.id } })).status).toBe(403);
  });
});

describe("POST /api/supplier/consumerToSupplierRequests", () => {
  it("creates a Pending request per category after the terms are accepted", async () => {
    const w = await createNetworkWorld();
    const first = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
    expect(first.status).toBe(400);
    expect(first.body.message).toBe("Please accept the terms and conditions first");
    await w.consumer.as("admin")(acceptTerms, ACCEPT, { body: { supplierSiteId: w.supplier.site.id } });
    const res = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ requestId: expect.any(Number), supplierSiteId: w.supplier.site.id, category: "Flights", requestStatus: "Pending", isPausedByConsumer: false, message: "Request sent successfully" });
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, res.body.data.requestId));
    expect(row).toMatchObject({ supplierSiteId: w.supplier.site.id, consumerSiteId: w.consumer.site.id, category: "Flights", requestStatus: "Pending", requestedByUserId: w.consumer.admin.id });
    const again = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("A request for this category already exists");
  });

  it("sends a rejected request again as Pending", async () => {
    const w = await createNetworkWorld();
    const requestId = await requestFlights(w);
    await systemDb.update(supplierRequests).set({ requestStatus: "Rejected", decidedByUserId: w.supplier.admin.id, decidedAt: new Date() }).where(eq(supplierRequests.id, requestId));
    const res = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
    expect(res.status).toBe(200);
    expect(res.body.data.requestId).toBe(requestId);
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, requestId));
    expect(row).toMatchObject({ requestStatus: "Pending", decidedByUserId: null, decidedAt: null });
  });

  it("refuses a category the supplier does not offer, a bad category, a non-supplier (404) and callers without permission", async () => {
    const w = await createNetworkWorld();
    await w.consumer.as("admin")(acceptTerms, ACCEPT, { body: { supplierSiteId: w.supplier.site.id } });
    const notOffered = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "TourPackages" } });
    expect(notOffered.status).toBe(400);
    expect(notOffered.body.shortError).toEqual({ category: "This supplier does not offer this category" });
    const bad = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Hotels" } });
    expect(bad.body.shortError).toEqual({ category: "Must be one of FixedDeparture, Flights, TourPackages" });
    const notSupplier = await w.consumer.as("admin")(requestCategory, REQUEST, { body: { supplierSiteId: w.other.site.id, category: "Flights" } });
    expect(notSupplier.status).toBe(404);
    expect((await w.consumer.as("staff")(requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } })).status).toBe(403);
    await expectStaffOnly(w.consumer, requestCategory, REQUEST, { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
  });
});

describe("linked suppliers, pausing from the consumer side and the site's own suppliers", () => {
  it("lists only this consumer's requests; pauses and resumes an approved one; another consumer's is 404", async () => {
    const w = await createNetworkWorld();
    const requestId = await requestFlights(w);
    const otherId = await requestFlights(w, "other");
    const linked = await w.consumer.as("staff")(linkedSuppliers, LINKED);
    expect(linked.status).toBe(200);
    expect(linked.body.data.result).toEqual([
      { supplierListId: requestId, supplierSiteId: w.supplier.site.id, companyName: "Supplier Co", domain: w.supplier.site.domain, logoUrl: null, category: "Flights", requestStatus: "Pending", isPausedByConsumer: false, requestGeneratedAt: expect.any(String) },
    ]);
    const pending = await w.consumer.as("admin")(pauseSupplier, PAUSE, { body: { supplierListId: requestId, isPaused: true } });
    expect(pending.status).toBe(400);
    expect(pending.body.message).toBe("Only an approved supplier can be paused or resumed");
    await systemDb.update(supplierRequests).set({ requestStatus: "Approved" }).where(eq(supplierRequests.id, requestId));
    const paused = await w.consumer.as("admin")(pauseSupplier, PAUSE, { body: { supplierListId: requestId, isPaused: true } });
    expect(paused.status).toBe(200);
    expect(paused.body.data).toEqual({ supplierListId: requestId, isPausedByConsumer: true, message: "Supplier status changed successfully" });
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, requestId));
    expect(row).toMatchObject({ isPausedByConsumer: true, requestStatus: "Approved" });
    const foreign = await w.consumer.as("admin")(pauseSupplier, PAUSE, { body: { supplierListId: otherId, isPaused: true } });
    expect(foreign.status).toBe(404);
    const bySupplier = await w.supplier.as("admin")(pauseSupplier, PAUSE, { body: { supplierListId: requestId, isPaused: false } });
    expect(bySupplier.status).toBe(404);
    const missing = await w.consumer.as("admin")(pauseSupplier, PAUSE, { body: {} });
    expect(missing.body.shortError).toEqual({ supplierListId: "This is required field.", isPaused: "Must be true or false" });
    expect((await w.consumer.as("staff")(pauseSupplier, PAUSE, { body: { supplierListId: requestId, isPaused: false } })).status).toBe(403);
    await expectStaffOnly(w.consumer, pauseSupplier, PAUSE, { body: { supplierListId: requestId, isPaused: false } });
    await expectStaffOnly(w.consumer, linkedSuppliers, LINKED);
  });

  it("lists the site's supplier accounts and its linked suppliers", async () => {
    const w = await createNetworkWorld();
    const account = await addSupplier(w.consumer.site.id, { code: "simulated", name: "Simulated" });
    const requestId = await requestFlights(w);
    await systemDb.update(supplierRequests).set({ requestStatus: "Approved" }).where(and(eq(supplierRequests.id, requestId)));
    const res = await w.consumer.as("staff")(ownSuppliers, OWN);
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([
      { type: "account", id: account.id, name: "Simulated", code: "simulated", category: null, supplierSiteId: null, isActive: true },
      { type: "linked", id: requestId, name: "Supplier Co", code: null, category: "Flights", supplierSiteId: w.supplier.site.id, isActive: true },
    ]);
    await expectStaffOnly(w.consumer, ownSuppliers, OWN);
  });
});

import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { leGroupMappings, leRelationConfigs } from "@/db/schema/pricing";
import { legalEntities } from "@/db/schema/users";
import { wallets } from "@/db/schema/wallet";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { GET as listRequests } from "@/app/api/supplier/supplierOnlyAccess/consumerToSupplierRequestsBasedOnSupplierId/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { GET as listConsumers } from "@/app/api/supplier/supplierOnlyAccess/supplierConsumers/route";
import { POST as setHold } from "@/app/api/supplier/supplierOnlyAccess/setFlightHoldSetting/route";
import { POST as setSearch } from "@/app/api/supplier/supplierOnlyAccess/setFlightSearchSetting/route";
import { createNetworkWorld, expectStaffOnly, type NetworkWorld } from "./network-world";

afterAll(() => closeDb());

const REQUESTS = "/api/supplier/supplierOnlyAccess/consumerToSupplierRequestsBasedOnSupplierId";
const STATUS = "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus";
const CONSUMERS = "/api/supplier/supplierOnlyAccess/supplierConsumers";
const HOLD = "/api/supplier/supplierOnlyAccess/setFlightHoldSetting";
const SEARCH = "/api/supplier/supplierOnlyAccess/setFlightSearchSetting";

async function request(w: NetworkWorld, who: "consumer" | "other" = "consumer", category = "Flights"): Promise<number> {
  await w[who].as("admin")(acceptTerms, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { body: { supplierSiteId: w.supplier.site.id } });
  const res = await w[who].as("admin")(requestCategory, "/api/supplier/consumerToSupplierRequests", { body: { supplierSiteId: w.supplier.site.id, category } });
  expect(res.status).toBe(200);
  return res.body.data.requestId;
}

const approve = (w: NetworkWorld, requestId: number, consumerMongoSiteId = w.consumer.site.id, newRequestStatus = "Approved") =>
  w.supplier.as("admin")(changeStatus, STATUS, { body: { newRequestStatus, requestId, consumerMongoSiteId } });

describe("GET consumerToSupplierRequestsBasedOnSupplierId", () => {
  it("lists requests to this supplier with the spec's fields and who decided; page defaults to 1", async () => {
    const w = await createNetworkWorld();
    const first = await request(w);
    const second = await request(w, "other", "FixedDeparture");
    await approve(w, first);
    const res = await w.supplier.as("staff")(listRequests, REQUESTS);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalRecords: 2, totalPages: 1, page: 1 });
    const byId = Object.fromEntries(res.body.data.records.map((r: { id: number }) => [r.id, r]));
    expect(byId[first]).toEqual({
      id: first,
      whitelabel_mongoDb_siteId: w.consumer.site.id,
      supplier_category: "Flights",
      domain: w.consumer.site.domain,
      logoUrl: null,
      companyName: "Consumer One",
      siteName: w.consumer.site.name,
      requestStatus: "Approved",
      requestGeneratedAt: expect.any(String),
      adminContact: "+91 80 1111 2222",
      adminEmail: "admin@consumerone.test",
      isTermsAccepted: true,
      decidedAt: expect.any(String),
      decidedBy_firstName: "Ada",
      decidedBy_lastName: w.supplier.admin.lastName,
      decidedBy_email: w.supplier.admin.email,
    });
    expect(byId[second]).toMatchObject({ requestStatus: "Pending", decidedBy_firstName: null, decidedAt: null });
    const page2 = await w.supplier.as("staff")(listRequests, REQUESTS, { query: { page: "2" } });
    expect(page2.body.data).toMatchObject({ records: [], totalRecords: 2, page: 2 });
  });

  it("refuses a site that is not a supplier (403), a consumer never sees the requests, bad pages and callers without permission", async () => {
    const w = await createNetworkWorld();
    await request(w);
    const consumer = await w.consumer.as("admin")(listRequests, REQUESTS);
    expect(consumer.status).toBe(403);
    expect(consumer.body.message).toBe("Only a supplier site can do this.");
    const bad = await w.supplier.as("staff")(listRequests, REQUESTS, { query: { page: "0" } });
    expect(bad.status).toBe(400);
    expect(bad.body.shortError).toEqual({ page: "Must be at least 1" });
    await expectStaffOnly(w.supplier, listRequests, REQUESTS);
  });
});

describe("POST changeConsumerSupplierRequestStatus", () => {
  it("approving makes the consumer a company here with the default group and a wallet, once", async () => {
    const w = await createNetworkWorld();
    const flights = await request(w);
    const fixed = await request(w, "consumer", "FixedDeparture");
    const res = await approve(w, flights);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ requestId: flights, requestStatus: "Approved", legalEntityId: expect.any(Number), message: "Request status changed successfully" });
    const le = res.body.data.legalEntityId;
    const [entity] = await systemDb.select().from(legalEntities).where(eq(legalEntities.id, le));
    expect(entity).toMatchObject({ siteId: w.supplier.site.id, companyName: "Consumer One", consumerSiteId: w.consumer.site.id });
    const [mapping] = await systemDb.select().from(leGroupMappings).where(eq(leGroupMappings.legalEntityId, le));
    expect(mapping.groupId).toBe(w.group.id);
    const [wallet] = await systemDb.select().from(wallets).where(eq(wallets.legalEntityId, le));
    expect(wallet).toMatchObject({ siteId: w.supplier.site.id, balance: 0 });
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, flights));
    expect(row).toMatchObject({ requestStatus: "Approved", decidedByUserId: w.supplier.admin.id });
    // The second category reuses the same company.
    const second = await approve(w, fixed);
    expect(second.body.data.legalEntityId).toBe(le);
    const entities = await systemDb.select().from(legalEntities).where(and(eq(legalEntities.siteId, w.supplier.site.id), eq(legalEntities.consumerSiteId, w.consumer.site.id)));
    expect(entities).toHaveLength(1);
  });

  it("rejects, suspends an approved request only, refuses the same status", async () => {
    const w = await createNetworkWorld();
    const id = await request(w);
    const suspendPending = await approve(w, id, w.consumer.site.id, "Suspended");
    expect(suspendPending.status).toBe(400);
    expect(suspendPending.body.message).toBe("Only an approved request can be suspended");
    const rejected = await approve(w, id, w.consumer.site.id, "Rejected");
    expect(rejected.body.data).toMatchObject({ requestStatus: "Rejected", legalEntityId: null });
    const same = await approve(w, id, w.consumer.site.id, "Rejected");
    expect(same.status).toBe(400);
    expect(same.body.message).toBe("The request already has this status");
    await approve(w, id);
    const suspended = await approve(w, id, w.consumer.site.id, "Suspended");
    expect(suspended.status).toBe(200);
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, id));
    expect(row.requestStatus).toBe("Suspended");
  });

  it("404 for another consumer's site id, another supplier's request; validation; permission", async () => {
    const w = await createNetworkWorld();
    const id = await request(w);
    const wrongConsumer = await approve(w, id, w.other.site.id);
    expect(wrongConsumer.status).toBe(404);
    expect(wrongConsumer.body.message).toBe("Request not found");
    // The other consumer becomes a supplier too: it still cannot decide a request made to someone else.
    await systemDb.insert(supplierProfiles).values({ siteId: w.other.site.id, categories: ["Flights"], termsAndConditions: "T" });
    const foreign = await w.other.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: "Approved", requestId: id, consumerMongoSiteId: w.consumer.site.id } });
    expect(foreign.status).toBe(404);
    const byConsumer = await w.consumer.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: "Approved", requestId: id, consumerMongoSiteId: w.consumer.site.id } });
    expect(byConsumer.status).toBe(403);
    const invalid = await w.supplier.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: "Pending" } });
    expect(invalid.body.shortError).toEqual({
      newRequestStatus: "Must be one of Approved, Rejected, Suspended",
      requestId: "This is required field.",
      consumerMongoSiteId: "This is required field.",
    });
    const staff = await w.supplier.as("narrowed")(changeStatus, STATUS, { body: { newRequestStatus: "Approved", requestId: id, consumerMongoSiteId: w.consumer.site.id } });
    expect(staff.status).toBe(403);
    await expectStaffOnly(w.supplier, changeStatus, STATUS, { body: { newRequestStatus: "Approved", requestId: id, consumerMongoSiteId: w.consumer.site.id } });
  });
});

describe("GET supplierConsumers and the two switches", () => {
  it("lists approved consumers per category with the spec's row; pending ones are not consumers", async () => {
    const w = await createNetworkWorld();
    const id = await request(w);
    await request(w, "other");
    const le = (await approve(w, id)).body.data.legalEntityId;
    await systemDb.insert(leRelationConfigs).values({ siteId: w.supplier.site.id, legalEntityId: le, isTdsDeductable: false });
    const res = await w.supplier.as("staff")(listConsumers, CONSUMERS);
    expect(res.status).toBe(200);
    expect(res.body.data.result).toEqual([
      {
        wl_companyName: "Consumer One",
        wl_domain: w.consumer.site.domain,
        wl_adminEmail: "admin@consumerone.test",
        wl_adminContact: "+91 80 1111 2222",
        wl_legalEntityId: le,
        wl_mongoDb_siteId: w.consumer.site.id,
        leGroup_groupName: "Partners",
        userGroup: { groupId: w.group.id },
        sup_category: "Flights",
        sc_map_supplierListId: id,
        sc_map_isFlightHoldAllowed: false,
        sc_map_isFlightSearchAllowed: true,
        requestStatus: "Approved",
        isTdsDeductable: false,
      },
    ]);
    expect((await w.consumer.as("admin")(listConsumers, CONSUMERS)).status).toBe(403);
    await expectStaffOnly(w.supplier, listConsumers, CONSUMERS);
  });

  it("sets flight hold and flight search for one consumer and category", async () => {
    const w = await createNetworkWorld();
    const id = await request(w);
    await approve(w, id);
    const hold = await w.supplier.as("admin")(setHold, HOLD, { body: { isFlightHold: true, consumerSiteId: w.consumer.site.id, supplierListId: id } });
    expect(hold.status).toBe(200);
    expect(hold.body.data).toEqual({ supplierListId: id, isFlightHoldAllowed: true, message: "Setting saved successfully" });
    const search = await w.supplier.as("admin")(setSearch, SEARCH, { body: { isFlightSearchAllowed: false, consumerSiteId: w.consumer.site.id, supplierListId: id } });
    expect(search.body.data).toEqual({ supplierListId: id, isFlightSearchAllowed: false, message: "Setting saved successfully" });
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, id));
    expect(row).toMatchObject({ isFlightHoldAllowed: true, isFlightSearchAllowed: false });
  });

  it("404 for another consumer's id or a mapping of another supplier; validation; permission; non-supplier 403", async () => {
    const w = await createNetworkWorld();
    const id = await request(w);
    await approve(w, id);
    for (const [handler, path, flag] of [[setHold, HOLD, "isFlightHold"], [setSearch, SEARCH, "isFlightSearchAllowed"]] as const) {
      const wrong = await w.supplier.as("admin")(handler, path, { body: { [flag]: true, consumerSiteId: w.other.site.id, supplierListId: id } });
      expect(wrong.status).toBe(404);
      const byConsumer = await w.consumer.as("admin")(handler, path, { body: { [flag]: true, consumerSiteId: w.consumer.site.id, supplierListId: id } });
      expect(byConsumer.status).toBe(403);
      const invalid = await w.supplier.as("admin")(handler, path, { body: {} });
      expect(invalid.body.shortError).toEqual({ [flag]: "Must be true or false", consumerSiteId: "This is required field.", supplierListId: "This is required field." });
      const staff = await w.supplier.as("narrowed")(handler, path, { body: { [flag]: true, consumerSiteId: w.consumer.site.id, supplierListId: id } });
      expect(staff.status).toBe(403);
      await expectStaffOnly(w.supplier, handler, path, { body: { [flag]: true, consumerSiteId: w.consumer.site.id, supplierListId: id } });
    }
    const [row] = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.id, id));
    expect(row).toMatchObject({ isFlightHoldAllowed: false, isFlightSearchAllowed: true });
  });
});

import { and, eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { supplierProfiles, supplierRequests } from "@/db/schema/network";
import { legalEntities, users } from "@/db/schema/users";
import { POST as acceptTerms } from "@/app/api/wl/user/supplierApproval_acceptTermsAndConditions/route";
import { POST as requestCategory } from "@/app/api/supplier/consumerToSupplierRequests/route";
import { POST as changeStatus } from "@/app/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus/route";
import { POST as pauseSupplier } from "@/app/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide/route";
import { POST as jumpLogin } from "@/app/api/wl/user/jumplogin/route";
import { POST as loginBySessionId } from "@/app/api/wl/user/loginBySessionId/route";
import { JumpMessages } from "@/lib/contracts/network-jump";
import { call } from "../helpers/http";
import { createNetworkSite, createNetworkWorld, expectStaffOnly, type NetworkWorld } from "./network-world";

afterAll(() => closeDb());

const JUMP = "/api/wl/user/jumplogin";
const STATUS = "/api/supplier/supplierOnlyAccess/changeConsumerSupplierRequestStatus";

/** The consumer accepts the terms and requests Flights; the supplier decides (when a status is given). */
async function relate(w: NetworkWorld, status?: "Approved" | "Rejected") {
  expect((await w.consumer.as("admin")(acceptTerms, "/api/wl/user/supplierApproval_acceptTermsAndConditions", { body: { supplierSiteId: w.supplier.site.id } })).status).toBe(200);
  const req = await w.consumer.as("admin")(requestCategory, "/api/supplier/consumerToSupplierRequests", { body: { supplierSiteId: w.supplier.site.id, category: "Flights" } });
  expect(req.status).toBe(200);
  const requestId = req.body.data.requestId as number;
  if (status) expect((await w.supplier.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: status, requestId, consumerMongoSiteId: w.consumer.site.id } })).status).toBe(200);
  return requestId;
}

const jump = (w: NetworkWorld, who: "admin" | "staff" | "agent" | "anonymous" = "admin", supplierId: unknown = w.supplier.site.id) => w.consumer.as(who)(jumpLogin, JUMP, { body: { supplierId } });

describe("POST /api/wl/user/jumplogin", () => {
  it("answers a sign-in URL on the supplier's domain whose session id signs in once as the consumer company's user there", async () => {
    const w = await createNetworkWorld();
    await relate(w, "Approved");
    const res = await jump(w);
    expect(res.status).toBe(200);
    const { url, sessionId, supplierId } = res.body.data;
    expect(supplierId).toBe(w.supplier.site.id);
    const parsed = new URL(url);
    expect(parsed.hostname).toBe(w.supplier.site.domain);
    expect(parsed.pathname).toBe("/login/session");
    expect(parsed.searchParams.get("sessionId")).toBe(sessionId);

    const [entity] = await systemDb.select().from(legalEntities).where(and(eq(legalEntities.siteId, w.supplier.site.id), eq(legalEntities.consumerSiteId, w.consumer.site.id)));
    const login = await call(loginBySessionId, "/api/wl/user/loginBySessionId", { host: w.supplier.site.domain, body: { sessionId } });
    expect(login.status).toBe(200);
    const [user] = await systemDb.select().from(users).where(eq(users.id, login.body.data.user.id));
    expect(user).toMatchObject({ siteId: w.supplier.site.id, userType: "travelAgent", legalEntityId: entity.id, firstName: "Consumer One", email: null, passwordHash: null });
    // single use; and the id means nothing on the consumer's own site
    expect((await call(loginBySessionId, "/api/wl/user/loginBySessionId", { host: w.supplier.site.domain, body: { sessionId } })).status).toBe(401);
    const again = await jump(w);
    expect((await call(loginBySessionId, "/api/wl/user/loginBySessionId", { host: w.consumer.site.domain, body: { sessionId: again.body.data.sessionId } })).status).toBe(404);

    // the next jump signs in as the same user (one account per consumer company)
    const second = await call(loginBySessionId, "/api/wl/user/loginBySessionId", { host: w.supplier.site.domain, body: { sessionId: again.body.data.sessionId } });
    expect(second.body.data.user.id).toBe(user.id);
    const accounts = await systemDb.select({ id: users.id }).from(users).where(and(eq(users.siteId, w.supplier.site.id), eq(users.legalEntityId, entity.id)));
    expect(accounts).toHaveLength(1);
  });

  it("refuses without an approved, unpaused relationship, with the reason", async () => {
    const w = await createNetworkWorld();
    const none = await jump(w);
    expect(none.status).toBe(403);
    expect(none.body.message).toBe(JumpMessages.notRequested);

    const requestId = await relate(w);
    const pending = await jump(w);
    expect(pending.status).toBe(403);
    expect(pending.body.message).toBe(JumpMessages.pending);

    await w.supplier.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: "Rejected", requestId, consumerMongoSiteId: w.consumer.site.id } });
    const rejected = await jump(w);
    expect(rejected.status).toBe(403);
    expect(rejected.body.message).toBe(JumpMessages.rejected);

    await w.supplier.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: "Approved", requestId, consumerMongoSiteId: w.consumer.site.id } });
    const paused = await w.consumer.as("admin")(pauseSupplier, "/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide", { body: { supplierListId: requestId, isPaused: true } });
    expect(paused.status).toBe(200);
    const whilePaused = await jump(w);
    expect(whilePaused.status).toBe(403);
    expect(whilePaused.body.message).toBe(JumpMessages.paused);

    await w.consumer.as("admin")(pauseSupplier, "/api/supplier/changeConsumerSupplierMappingStatusFromConsumerSide", { body: { supplierListId: requestId, isPaused: false } });
    expect((await jump(w)).status).toBe(200);
    await w.supplier.as("admin")(changeStatus, STATUS, { body: { newRequestStatus: "Suspended", requestId, consumerMongoSiteId: w.consumer.site.id } });
    const suspended = await jump(w);
    expect(suspended.status).toBe(403);
    expect(suspended.body.message).toBe(JumpMessages.suspended);
  });

  it("answers 404 for a site that is not a visible supplier (another site, an inactive supplier, itself, unknown)", async () => {
    const w = await createNetworkWorld();
    await relate(w, "Approved");
    const stranger = await createNetworkSite();
    for (const supplierId of [stranger.site.id, w.consumer.site.id, 2_000_000_000]) {
      const res = await jump(w, "admin", supplierId);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Supplier not found");
    }
    await systemDb.update(supplierProfiles).set({ isActive: false }).where(eq(supplierProfiles.siteId, w.supplier.site.id));
    expect((await jump(w)).status).toBe(404);
    // the other consumer's approval never opens the site for this one
    const rows = await systemDb.select().from(supplierRequests).where(eq(supplierRequests.consumerSiteId, w.other.site.id));
    expect(rows).toHaveLength(0);
  });

  it("validates supplierId and needs the request permission (staff only)", async () => {
    const w = await createNetworkWorld();
    await relate(w, "Approved");
    const missing = await w.consumer.as("admin")(jumpLogin, JUMP, { body: {} });
    expect(missing.status).toBe(400);
    expect((await jump(w, "admin", "x")).status).toBe(400);
    expect((await jump(w, "staff")).status).toBe(403);
    await expectStaffOnly(w.consumer, jumpLogin, JUMP, { body: { supplierId: w.supplier.site.id } });
  });
});

import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcDriverTokens, dmcTransfers } from "@/db/schema/dmc-transfers";
import { POST as generate } from "@/app/api/dmc/generateDriverAccessToken/route";
import { POST as revoke } from "@/app/api/dmc/revokeDriverAccessToken/route";
import { POST as jobSheet } from "@/app/api/dmc/getTransferJobSheet/route";
import { POST as driverSheet } from "@/app/api/dmcDriver/getDriverTransferJobSheet/route";
import { POST as driverDone } from "@/app/api/dmcDriver/updateTransferDoneByDriver/route";
import { hashUserToken } from "@/server/auth/user-tokens";
import { checkDriverLink } from "@/server/dmc-transfers/driver-access";
import { call } from "../helpers/http";
import { as, expectStaffOnly } from "../dmc/geo/geo-world";
import { createNarrowedStaff } from "../rbac/narrowed-staff";
import { createTransfersWorld, type TransfersWorld } from "./transfers-world";

afterAll(() => closeDb());

const GEN = "/api/dmc/generateDriverAccessToken";
const SHEET = "/api/dmcDriver/getDriverTransferJobSheet";
const DONE = "/api/dmcDriver/updateTransferDoneByDriver";
let ipSeq = 0;
const driverCall = (w: TransfersWorld, handler: Parameters<typeof call>[0], path: string, body: unknown, extra: { token?: string; ip?: string } = {}) =>
  call(handler, path, { host: w.site.domain, body, ip: extra.ip ?? `10.44.${process.pid % 250}.${++ipSeq % 250}`, token: extra.token });
const linkFor = async (w: TransfersWorld, driverId: number) => (await as(w, "admin")(generate, GEN, { body: { driverId } })).body.data;

describe("POST /api/dmc/generateDriverAccessToken", () => {
  it("answers the token and its link once, stores only its hash, and a new token kills the old one at once", async () => {
    const w = await createTransfersWorld();
    const first = await linkFor(w, w.imran.id);
    expect(first).toEqual({ driverId: w.imran.id, driverAccessToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), link: `/dmc/driver/${first.driverAccessToken}`, message: "Driver link generated. Copy it now: it is shown only once." });
    const rows = await systemDb.select().from(dmcDriverTokens).where(eq(dmcDriverTokens.driverId, w.imran.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(hashUserToken(first.driverAccessToken));
    expect(JSON.stringify(rows)).not.toContain(first.driverAccessToken);
    expect((await driverCall(w, driverSheet, SHEET, { driverAccessToken: first.driverAccessToken })).status).toBe(200);
    const second = await linkFor(w, w.imran.id);
    expect(second.driverAccessToken).not.toBe(first.driverAccessToken);
    const old = await driverCall(w, driverSheet, SHEET, { driverAccessToken: first.driverAccessToken });
    expect(old.status).toBe(401);
    expect(old.body.errorMessage).toBe("This driver link is not valid any more. Please ask the office for a new link.");
    expect((await driverCall(w, driverSheet, SHEET, { driverAccessToken: second.driverAccessToken })).status).toBe(200);
  });

  it("needs dmc.driverTokens.generate (staff hold it by default; a narrowed group without it is 403), and another site's driver is 404", async () => {
    const w = await createTransfersWorld();
    const narrowed = await createNarrowedStaff(w.site);
    const staff = await call(generate, GEN, { host: w.site.domain, token: narrowed.token, body: { driverId: w.imran.id } });
    expect(staff.status).toBe(403);
    const cross = await as(w, "admin")(generate, GEN, { body: { driverId: w.otherDriver.id } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Driver not found");
    expect(await systemDb.select().from(dmcDriverTokens).where(eq(dmcDriverTokens.driverId, w.otherDriver.id))).toEqual([]);
    const missing = await as(w, "admin")(generate, GEN, { body: {} });
    expect(missing.body.shortError).toEqual({ driverId: "This is required field." });
    await expectStaffOnly(w, generate, GEN, { body: { driverId: w.imran.id } });
  });
});

describe("the driver's endpoints (auth mode driver)", () => {
  it("shows the driver's own transfers only, today by default, with no prices", async () => {
    const w = await createTransfersWorld();
    await systemDb.update(dmcTransfers).set({ internalDriverCharges: 98765 }).where(eq(dmcTransfers.id, w.t.imran9));
    const { driverAccessToken } = await linkFor(w, w.imran.id);
    const res = await driverCall(w, driverSheet, SHEET, { driverAccessToken });
    expect(res.status).toBe(200);
    expect(res.body.data.driverName).toBe("Imran Qureshi");
    expect(res.body.data.dateRange).toEqual({ from: w.today, to: w.today });
    expect(res.body.data.transfers.map((t: { id: number }) => t.id)).toEqual([w.t.imran9, w.t.imran15]);
    expect(res.body.data.transfers[0]).toEqual({
      id: w.t.imran9,
      sharingType: "SIC",
      date: w.today,
      time: "09:00",
      pickupLocation: "Atlantis The Palm",
      dropLocation: "Burj Khalifa",
      serviceName: "At the Top",
      leadPassengerName: "Asha Rao",
      paxCount: 2,
      isCompleted: false,
      completedAt: null,
      isCancelled: false,
      guestPhone: null,
      flightNumber: null,
      cancelledAt: null,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toMatch(/charges|987\.65|98765|driverId/i);
    const two = await driverCall(w, driverSheet, SHEET, { driverAccessToken, dateRange: { from: w.today, to: w.tomorrow } });
    expect(two.body.data.transfers.map((t: { id: number }) => t.id)).toEqual([w.t.imran9, w.t.imran15, w.t.imranTomorrow]);
  });

  it("marks the driver's own transfer done (completedAt), staff see it; another driver's or site's transfer is 404", async () => {
    const w = await createTransfersWorld();
    const { driverAccessToken } = await linkFor(w, w.imran.id);
    const done = await driverCall(w, driverDone, DONE, { driverAccessToken, transferid: w.t.imran9 });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe("Pickup marked done");
    expect(done.body.data.transfer).toMatchObject({ id: w.t.imran9, isCompleted: true });
    const staffView = await as(w, "staff")(jobSheet, "/api/dmc/getTransferJobSheet", { body: {} });
    const row = staffView.body.data.transfers.find((t: { id: number }) => t.id === w.t.imran9);
    expect(row).toMatchObject({ isCompleted: true, completedAt: done.body.data.transfer.completedAt });
    for (const transferid of [w.t.ravi1030, w.t.unassigned, w.t.otherTransfer]) {
      const r = await driverCall(w, driverDone, DONE, { driverAccessToken, transferid });
      expect(r.status).toBe(404);
      expect(r.body.errorMessage).toBe("Transfer not found");
    }
    const untouched = await systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.id, w.t.ravi1030));
    expect(untouched[0].isCompleted).toBe(false);
  });

  it("accepts nothing but the token: a staff session gets 401, the token opens no staff endpoint, another site's host refuses it", async () => {
    const w = await createTransfersWorld();
    const { driverAccessToken } = await linkFor(w, w.imran.id);
    const staffOnDriver = await driverCall(w, driverSheet, SHEET, { driverAccessToken: "not-a-token" }, { token: w.adminToken });
    expect(staffOnDriver.status).toBe(401);
    const noToken = await driverCall(w, driverSheet, SHEET, {}, { token: w.adminToken });
    expect(noToken.status).toBe(400);
    expect(noToken.body.shortError).toEqual({ driverAccessToken: "This is required field." });
    const asHeader = await call(jobSheet, "/api/dmc/getTransferJobSheet", { host: w.site.domain, body: {}, token: driverAccessToken });
    expect(asHeader.status).toBe(401);
    const inBody = await call(jobSheet, "/api/dmc/getTransferJobSheet", { host: w.site.domain, body: { driverAccessToken } });
    expect(inBody.status).toBe(401);
    const otherHost = await call(driverSheet, SHEET, { host: w.other.domain, body: { driverAccessToken }, ip: "10.45.0.1" });
    expect(otherHost.status).toBe(401);
  });

  // Issue 24: the drivers of one depot share an address; one driver's typos (or a stranger's guesses
  // from that address) must never lock out the others. Until then a right token got 429 here.
  it("rate-limits wrong tokens per IP (20 in 10 minutes, then 429 with Retry-After), and never refuses a right token", async () => {
    const w = await createTransfersWorld();
    const { driverAccessToken } = await linkFor(w, w.imran.id);
    const ip = `10.46.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 20; i += 1) expect((await driverCall(w, driverSheet, SHEET, { driverAccessToken: `wrong-${i}` }, { ip })).status).toBe(401);
    const blocked = await driverCall(w, driverSheet, SHEET, { driverAccessToken: "wrong-20" }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.errorMessage).toMatch(/^Too many attempts with a wrong driver link\. Try again in \d+ seconds\.$/);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    for (let i = 0; i < 30; i += 1) expect((await driverCall(w, driverSheet, SHEET, { driverAccessToken: `more-wrong-${i}` }, { ip })).status).toBe(429);
    const right = await driverCall(w, driverSheet, SHEET, { driverAccessToken }, { ip });
    expect(right.status).toBe(200);
    expect(right.body.data.driverName).toBe("Imran Qureshi");
    const done = await driverCall(w, driverDone, DONE, { driverAccessToken, transferid: w.t.imran9 }, { ip });
    expect(done.status).toBe(200);
    // The right token did not reset the address's count: the next wrong try is still refused.
    expect((await driverCall(w, driverSheet, SHEET, { driverAccessToken: "wrong-again" }, { ip })).status).toBe(429);
    expect((await driverCall(w, driverSheet, SHEET, { driverAccessToken }, { ip: "10.47.0.2" })).status).toBe(200);
  });

  it("the driver page's server check: a right link opens, an unknown or revoked one says so, with the same limit", async () => {
    const w = await createTransfersWorld();
    const { driverAccessToken } = await linkFor(w, w.imran.id);
    const ip = `10.48.${process.pid % 250}.${Math.floor(Math.random() * 250)}`;
    expect(await checkDriverLink(w.site.id, driverAccessToken, ip)).toEqual({ kind: "open", driverName: "Imran Qureshi" });
    const dead = { kind: "dead", message: "This driver link is not valid any more. Please ask the office for a new link." };
    expect(await checkDriverLink(w.site.id, "no-such-link", ip)).toEqual(dead);
    expect(await checkDriverLink(w.other.id, driverAccessToken, ip)).toEqual(dead);
    expect(await checkDriverLink(null, driverAccessToken, ip)).toEqual(dead);
    for (let i = 0; i < 20; i += 1) await checkDriverLink(w.site.id, `wrong-${i}`, ip);
    expect(await checkDriverLink(w.site.id, "wrong-x", ip)).toEqual({ kind: "dead", message: expect.stringMatching(/^Too many attempts with a wrong driver link/) });
    expect(await checkDriverLink(w.site.id, driverAccessToken, ip)).toEqual({ kind: "open", driverName: "Imran Qureshi" });
    await as(w, "admin")(revoke, "/api/dmc/revokeDriverAccessToken", { body: { driverId: w.imran.id } });
    expect(await checkDriverLink(w.site.id, driverAccessToken, "10.49.0.1")).toEqual(dead);
  });
});

describe("POST /api/dmc/revokeDriverAccessToken", () => {
  const REVOKE = "/api/dmc/revokeDriverAccessToken";
  it("kills the driver's link at once (the driver sees the clear message) and answers that there is no link any more", async () => {
    const w = await createTransfersWorld();
    const { driverAccessToken } = await linkFor(w, w.imran.id);
    const res = await as(w, "admin")(revoke, REVOKE, { body: { driverId: w.imran.id } });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ driverId: w.imran.id, message: "Driver link revoked" });
    expect(await systemDb.select().from(dmcDriverTokens).where(eq(dmcDriverTokens.driverId, w.imran.id))).toEqual([]);
    const old = await driverCall(w, driverSheet, SHEET, { driverAccessToken });
    expect(old.status).toBe(401);
    expect(old.body.errorMessage).toBe("This driver link is not valid any more. Please ask the office for a new link.");
    const again = await as(w, "admin")(revoke, REVOKE, { body: { driverId: w.imran.id } });
    expect(again.status).toBe(404);
    expect(again.body.errorMessage).toBe("This driver has no link to revoke");
  });

  it("needs dmc.driverTokens.revoke, and another site's driver is 404 with its link untouched", async () => {
    const w = await createTransfersWorld();
    await linkFor(w, w.imran.id);
    const narrowed = await createNarrowedStaff(w.site);
    expect((await call(revoke, REVOKE, { host: w.site.domain, token: narrowed.token, body: { driverId: w.imran.id } })).status).toBe(403);
    const cross = await as(w, "admin")(revoke, REVOKE, { body: { driverId: w.otherDriver.id } });
    expect(cross.status).toBe(404);
    expect(cross.body.errorMessage).toBe("Driver not found");
    expect(await systemDb.select().from(dmcDriverTokens).where(eq(dmcDriverTokens.driverId, w.imran.id))).toHaveLength(1);
    await expectStaffOnly(w, revoke, REVOKE, { body: { driverId: w.imran.id } });
  });
});

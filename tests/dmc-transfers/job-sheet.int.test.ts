import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { POST as jobSheet } from "@/app/api/dmc/getTransferJobSheet/route";
import { POST as allData } from "@/app/api/dmc/getAllDmcData/route";
import { POST as assign } from "@/app/api/dmc/updateTransferDriver/route";
import { POST as charges } from "@/app/api/dmc/updateTransferDriverCharges/route";
import { POST as status } from "@/app/api/dmc/updateTransferStatusByStaff/route";
import { as, expectStaffOnly } from "../dmc/geo/geo-world";
import { createNarrowedStaff } from "../rbac/narrowed-staff";
import { addDays, createTransfersWorld } from "./transfers-world";
import { call } from "../helpers/http";

afterAll(() => closeDb());

const JOB = "/api/dmc/getTransferJobSheet";

describe("POST /api/dmc/getTransferJobSheet", () => {
  it("answers today's transfers by default (one day), sorted by time, with driver charges summed per driver", async () => {
    const w = await createTransfersWorld();
    const res = await as(w, "staff")(jobSheet, JOB, { body: {} });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.dateRange).toEqual({ from: w.today, to: w.today });
    expect(d.transfers.map((t: { id: number }) => t.id)).toEqual([w.t.imran9, w.t.unassigned, w.t.ravi1030, w.t.imran15]);
    expect(d.transfers[0]).toEqual({
      id: w.t.imran9,
      kartId: null,
      sharingType: "SIC",
      date: w.today,
      time: "09:00",
      pickupLocation: "Atlantis The Palm",
      dropLocation: "Burj Khalifa",
      serviceName: "At the Top",
      leadPassengerName: "Asha Rao",
      paxCount: 2,
      driverId: w.imran.id,
      driverName: "Imran Qureshi",
      internalDriverCharges: 0,
      isCompleted: false,
      completedAt: null,
      isCancelled: false,
      guestPhone: null,
      flightNumber: null,
      cancelledAt: null,
    });
    expect(d.chargesByDriver).toEqual([
      { driverId: w.imran.id, driverName: "Imran Qureshi", transfers: 2, completed: 0, charges: 0 },
      { driverId: w.ravi.id, driverName: "Ravi Menon", transfers: 1, completed: 0, charges: 45.5 },
      { driverId: null, driverName: null, transfers: 1, completed: 0, charges: 0 },
    ]);
    expect(JSON.stringify(d)).not.toContain("Other Site Guest");
  });

  it("filters by driver and range, sorts by driver and pickup location, and checks the range", async () => {
    const w = await createTransfersWorld();
    const two = { from: w.today, to: w.tomorrow };
    const imran = await as(w, "staff")(jobSheet, JOB, { body: { dateRange: two, driverId: w.imran.id } });
    expect(imran.body.data.transfers.map((t: { id: number }) => t.id)).toEqual([w.t.imran9, w.t.imran15, w.t.imranTomorrow]);
    const byDriver = await as(w, "staff")(jobSheet, JOB, { body: { sortBy: "driver" } });
    expect(byDriver.body.data.transfers.map((t: { driverName: string | null }) => t.driverName)).toEqual(["Imran Qureshi", "Imran Qureshi", "Ravi Menon", null]);
    const byPickup = await as(w, "staff")(jobSheet, JOB, { body: { sortBy: "pickupLocation" } });
    expect(byPickup.body.data.transfers.map((t: { pickupLocation: string }) => t.pickupLocation)).toEqual(["Atlantis The Palm", "Dubai Mall", "DXB Terminal 3", "Marina Walk"]);
    const backwards = await as(w, "staff")(jobSheet, JOB, { body: { dateRange: { from: w.tomorrow, to: w.today } } });
    expect(backwards.status).toBe(400);
    expect(backwards.body.shortError).toEqual({ "dateRange.to": "The end date must be on or after the start date" });
    const tooLong = await as(w, "staff")(jobSheet, JOB, { body: { dateRange: { from: w.today, to: addDays(w.today, 90) } } });
    expect(tooLong.body.shortError).toEqual({ "dateRange.to": "The date range can be at most 90 days" });
    const badDate = await as(w, "staff")(jobSheet, JOB, { body: { dateRange: { from: "2026-02-30", to: w.today } } });
    expect(badDate.body.shortError).toEqual({ "dateRange.from": "Invalid date" });
    const badSort = await as(w, "staff")(jobSheet, JOB, { body: { sortBy: "price" } });
    expect(badSort.body.shortError).toEqual({ sortBy: "Must be one of time, driver, pickupLocation" });
    await expectStaffOnly(w, jobSheet, JOB, { body: {} });
  });

  it("getAllDmcData lists the site's drivers (with whether they have a link) and locations", async () => {
    const w = await createTransfersWorld();
    const res = await as(w, "staff")(allData, "/api/dmc/getAllDmcData", { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.data.drivers).toEqual([
      { id: w.imran.id, driverName: "Imran Qureshi", phone: "+971501234567", hasAccessToken: false, tokenCreatedAt: null },
      { id: w.ravi.id, driverName: "Ravi Menon", phone: "+971507654321", hasAccessToken: false, tokenCreatedAt: null },
    ]);
    await expectStaffOnly(w, allData, "/api/dmc/getAllDmcData", { body: {} });
  });
});

describe("POST /api/dmc/updateTransferDriver", () => {
  it("assigns a driver, warning once when the driver already has a transfer within two hours that day", async () => {
    const w = await createTransfersWorld();
    // Ravi has 10:30; the unassigned transfer is at 10:00.
    const clash = await as(w, "staff")(assign, "/api/dmc/updateTransferDriver", { body: { id: w.t.unassigned, driverId: w.ravi.id } });
    expect(clash.status).toBe(200);
    expect(clash.body.data.warning).toBe("Ravi Menon already has a transfer at 10:30 on this day");
    expect(clash.body.data.message).toBe("Driver assigned successfully");
    expect(clash.body.data.transfer).toMatchObject({ id: w.t.unassigned, driverId: w.ravi.id, driverName: "Ravi Menon" });
    // Imran's 15:00 is five hours after Ravi's 10:30: no warning.
    const free = await as(w, "staff")(assign, "/api/dmc/updateTransferDriver", { body: { id: w.t.imran15, driverId: w.ravi.id } });
    expect(free.body.data.warning).toBeNull();
    const removed = await as(w, "staff")(assign, "/api/dmc/updateTransferDriver", { body: { id: w.t.imran15, driverId: null } });
    expect(removed.body.data).toMatchObject({ warning: null, message: "Driver removed from the transfer", transfer: { driverId: null, driverName: null } });
  });

  it("answers 404 for another site's transfer or driver, validates, and needs the permission", async () => {
    const w = await createTransfersWorld();
    const theirTransfer = await as(w, "staff")(assign, "/api/dmc/updateTransferDriver", { body: { id: w.t.otherTransfer, driverId: w.imran.id } });
    expect(theirTransfer.status).toBe(404);
    expect(theirTransfer.body.errorMessage).toBe("Transfer not found");
    const theirDriver = await as(w, "staff")(assign, "/api/dmc/updateTransferDriver", { body: { id: w.t.imran9, driverId: w.otherDriver.id } });
    expect(theirDriver.status).toBe(404);
    expect(theirDriver.body.errorMessage).toBe("Driver not found");
    const [row] = await systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.id, w.t.imran9));
    expect(row.driverId).toBe(w.imran.id);
    const missing = await as(w, "staff")(assign, "/api/dmc/updateTransferDriver", { body: {} });
    expect(missing.body.shortError).toEqual({ id: "This is required field.", driverId: "This is required field." });
    await expectStaffOnly(w, assign, "/api/dmc/updateTransferDriver", { body: { id: w.t.imran9, driverId: w.ravi.id } });
  });
});

describe("POST /api/dmc/updateTransferDriverCharges and updateTransferStatusByStaff", () => {
  it("saves charges in cents (staff hold the permission by default) and refuses staff narrowed without it", async () => {
    const w = await createTransfersWorld();
    const res = await as(w, "admin")(charges, "/api/dmc/updateTransferDriverCharges", { body: { id: w.t.imran9, charges: 35.25 } });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ message: "Driver charges saved successfully", transfer: { internalDriverCharges: 35.25 } });
    const [row] = await systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.id, w.t.imran9));
    expect(row.internalDriverCharges).toBe(3525);
    for (const bad of [-1, 1.234, "12"]) {
      const r = await as(w, "admin")(charges, "/api/dmc/updateTransferDriverCharges", { body: { id: w.t.imran9, charges: bad } });
      expect(r.body.shortError).toEqual({ charges: "Please enter a valid amount" });
    }
    const narrowed = await createNarrowedStaff(w.site);
    const staff = await call(charges, "/api/dmc/updateTransferDriverCharges", { host: w.site.domain, token: narrowed.token, body: { id: w.t.imran9, charges: 1 } });
    expect(staff.status).toBe(403);
    const cross = await as(w, "admin")(charges, "/api/dmc/updateTransferDriverCharges", { body: { id: w.t.otherTransfer, charges: 1 } });
    expect(cross.status).toBe(404);
    const sheet = await as(w, "staff")(jobSheet, JOB, { body: {} });
    expect(sheet.body.data.chargesByDriver[0]).toMatchObject({ driverName: "Imran Qureshi", charges: 35.25 });
    await expectStaffOnly(w, charges, "/api/dmc/updateTransferDriverCharges", { body: { id: w.t.imran9, charges: 1 } });
  });

  it("marks a transfer completed and not completed (completedAt set, then cleared); another site's is 404", async () => {
    const w = await createTransfersWorld();
    const done = await as(w, "staff")(status, "/api/dmc/updateTransferStatusByStaff", { body: { transferid: w.t.imran9, isCompleted: true } });
    expect(done.status).toBe(200);
    expect(done.body.data.message).toBe("Transfer status saved successfully");
    expect(done.body.data.transfer.isCompleted).toBe(true);
    expect(Date.parse(done.body.data.transfer.completedAt)).toBeGreaterThan(Date.now() - 60_000);
    const undone = await as(w, "staff")(status, "/api/dmc/updateTransferStatusByStaff", { body: { transferid: w.t.imran9, isCompleted: false } });
    expect(undone.body.data.transfer).toMatchObject({ isCompleted: false, completedAt: null });
    const bad = await as(w, "staff")(status, "/api/dmc/updateTransferStatusByStaff", { body: { transferid: w.t.imran9 } });
    expect(bad.body.shortError).toEqual({ isCompleted: "This is required field." });
    const cross = await as(w, "staff")(status, "/api/dmc/updateTransferStatusByStaff", { body: { transferid: w.t.otherTransfer, isCompleted: true } });
    expect(cross.status).toBe(404);
    const [other] = await systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.id, w.t.otherTransfer));
    expect(other.isCompleted).toBe(false);
    await expectStaffOnly(w, status, "/api/dmc/updateTransferStatusByStaff", { body: { transferid: w.t.imran9, isCompleted: true } });
  });
});

import { closeDb, systemDb } from "@/db/client";
import { dmcDrivers } from "@/db/schema/dmc";
import { POST as jobSheet } from "@/app/api/dmc/getTransferJobSheet/route";
import { POST as updateDriver } from "@/app/api/dmc/updateTransferDriver/route";
import { POST as updateCharges } from "@/app/api/dmc/updateTransferDriverCharges/route";
import { POST as staffStatus } from "@/app/api/dmc/updateTransferStatusByStaff/route";
import { POST as driverSheet } from "@/app/api/dmcDriver/getDriverTransferJobSheet/route";
import { POST as driverDone } from "@/app/api/dmcDriver/updateTransferDoneByDriver/route";
import { call } from "../helpers/http";
import { asAdmin, createVouchersWorld, saveAs, transfersOf, vouchersBody, type VouchersWorld } from "./vouchers-world";

afterAll(() => closeDb());

let w: VouchersWorld;
beforeAll(async () => {
  w = await createVouchersWorld();
});

const RANGE = { from: "2026-12-10", to: "2026-12-13" };
const driverCall = (handler: Parameters<typeof call>[0], path: string, body: Record<string, unknown>) =>
  call(handler, path, { host: w.site.domain, body: { driverAccessToken: w.driverToken, ...body }, ip: `10.61.${process.pid % 250}.7` });

describe("cancelling a vouchered itinerary cancels its open transfers (decision 0042)", () => {
  it("open transfers (assigned or not) become cancelled in the save; a completed one stays completed", async () => {
    const id = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
    const [hotelPickup, activityPickup, hotelDrop] = await transfersOf(id);
    const admin = asAdmin(w);
    for (const t of [hotelPickup, activityPickup]) expect((await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: t.id, driverId: w.driver.id })).status).toBe(200);
    // Completed by staff: the driver cannot mark a pickup done before its day (10 Dec; issue 25).
    const done = await admin(staffStatus, "/api/dmc/updateTransferStatusByStaff", { transferid: hotelPickup.id, isCompleted: true });
    expect(done.status).toBe(200);

    const cancelled = await saveAs(w, vouchersBody(w, { id, isVouchered: true, isCancelled: true }));
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.isCancelled).toBe(true);
    const rows = new Map((await transfersOf(id)).map((t) => [t.id, t]));
    expect(rows.get(hotelPickup.id)).toMatchObject({ isCompleted: true, isCancelled: false, cancelledAt: null });
    expect(rows.get(activityPickup.id)).toMatchObject({ isCompleted: false, isCancelled: true, driverId: w.driver.id });
    expect(rows.get(hotelDrop.id)).toMatchObject({ isCompleted: false, isCancelled: true, driverId: null });
    expect(rows.get(hotelDrop.id)!.cancelledAt).toBeInstanceOf(Date);

    // The staff job sheet lists them marked cancelled; cancelled ones add nothing to the driver's charges.
    const sheet = await admin(jobSheet, "/api/dmc/getTransferJobSheet", { dateRange: RANGE });
    expect(sheet.status).toBe(200);
    const mine = sheet.body.data.transfers.filter((t: { kartId: number }) => t.kartId === id);
    expect(mine.map((t: { id: number; isCancelled: boolean; isCompleted: boolean }) => [t.id, t.isCancelled, t.isCompleted])).toEqual([
      [hotelPickup.id, false, true],
      [activityPickup.id, true, false],
      [hotelDrop.id, true, false],
    ]);
    expect(sheet.body.data.chargesByDriver.find((c: { driverId: number | null }) => c.driverId === w.driver.id)).toMatchObject({ transfers: 1, completed: 1 });

    // The driver's page lists the cancelled one marked cancelled (decision 0062: never silently gone); neither the driver nor staff can mark it done.
    const page = await driverCall(driverSheet, "/api/dmcDriver/getDriverTransferJobSheet", { dateRange: RANGE });
    expect(page.status).toBe(200);
    expect(page.body.data.transfers.map((t: { id: number; isCancelled: boolean }) => [t.id, t.isCancelled])).toEqual([
      [hotelPickup.id, false],
      [activityPickup.id, true],
    ]);
    expect(page.body.data.transfers[1].cancelledAt).toEqual(expect.any(String));
    const byDriver = await driverCall(driverDone, "/api/dmcDriver/updateTransferDoneByDriver", { transferid: activityPickup.id });
    expect([byDriver.status, byDriver.body.errorMessage]).toEqual([400, "This transfer has been cancelled: it cannot be marked done"]);
    const byStaff = await admin(staffStatus, "/api/dmc/updateTransferStatusByStaff", { transferid: hotelDrop.id, isCompleted: true });
    expect([byStaff.status, byStaff.body.errorMessage]).toEqual([400, "This transfer has been cancelled: it cannot be marked done"]);
    expect((await transfersOf(id)).filter((t) => t.isCompleted).map((t) => t.id)).toEqual([hotelPickup.id]);
    // Its driver and charges are frozen too (the job sheet shows them read-only; the API says why).
    const reassign = await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: hotelDrop.id, driverId: w.driver.id });
    expect([reassign.status, reassign.body.errorMessage]).toEqual([400, "This transfer has been cancelled: its driver and charges cannot change"]);
    const charge = await admin(updateCharges, "/api/dmc/updateTransferDriverCharges", { id: activityPickup.id, charges: 25 });
    expect([charge.status, charge.body.errorMessage]).toEqual([400, "This transfer has been cancelled: its driver and charges cannot change"]);
    expect((await transfersOf(id)).map((t) => [t.id, t.driverId, t.internalDriverCharges])).toEqual([...rows.values()].map((t) => [t.id, t.driverId, t.internalDriverCharges]));
    // Another driver's (or an unknown) transfer is still 404 for the driver, not the cancelled message.
    const unknown = await driverCall(driverDone, "/api/dmcDriver/updateTransferDoneByDriver", { transferid: hotelDrop.id });
    expect(unknown.status).toBe(404);

    // Saving the cancelled itinerary again changes nothing.
    expect((await saveAs(w, vouchersBody(w, { id, isVouchered: true, isCancelled: true }))).status).toBe(200);
    expect((await transfersOf(id)).map((t) => [t.id, t.isCancelled])).toEqual([...rows.values()].map((t) => [t.id, t.isCancelled]));
  });

  it("a cancelled transfer no longer counts for the overlap warning", async () => {
    const id = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
    const [first] = await transfersOf(id);
    const admin = asAdmin(w);
    const [driver] = await systemDb.insert(dmcDrivers).values({ siteId: w.site.id, name: "Sara Khan" }).returning();
    await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: first.id, driverId: driver.id });
    const other = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
    const [twin] = await transfersOf(other);
    const warned = await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: twin.id, driverId: driver.id });
    expect(warned.body.data.warning).toContain("Sara Khan already has a transfer at 06:00");
    await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: twin.id, driverId: null });
    await saveAs(w, vouchersBody(w, { id, isVouchered: true, isCancelled: true }));
    const again = await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: twin.id, driverId: driver.id });
    expect(again.body.data.warning).toBeNull();
  });
});

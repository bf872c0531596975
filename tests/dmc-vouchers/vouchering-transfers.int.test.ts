import { eq } from "drizzle-orm";
import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { POST as updateDriver } from "@/app/api/dmc/updateTransferDriver/route";
import { POST as staffStatus } from "@/app/api/dmc/updateTransferStatusByStaff/route";
import { asAdmin, createVouchersWorld, hotelLine, saveAs, transfersOf, vouchersBody, type VouchersWorld } from "./vouchers-world";

afterAll(() => closeDb());

let w: VouchersWorld;
beforeAll(async () => {
  w = await createVouchersWorld();
});

const shape = (t: typeof dmcTransfers.$inferSelect) => [t.date, t.time, t.sharingType, t.pickupLocation, t.dropLocation, t.serviceName, t.leadPassengerName, t.paxCount, t.driverId, t.isCompleted, t.isCancelled];

describe("vouchering creates the itinerary's transfers in the save's transaction (decision 0042)", () => {
  it("a quotation saved without isVouchered has no transfers; vouchering it writes one row per leg with date, time, the leg's sharing, pickup, drop, lead passenger and pax", async () => {
    const saved = await saveAs(w, vouchersBody(w));
    expect(saved.status).toBe(200);
    const id = saved.body.data.id;
    expect(await transfersOf(id)).toEqual([]);
    const vouchered = await saveAs(w, vouchersBody(w, { id, isVouchered: true }));
    expect(vouchered.status).toBe(200);
    expect(vouchered.body.data).toMatchObject({ isVouchered: true, message: "Itinerary saved successfully" });
    expect(vouchered.body.data).not.toHaveProperty("transfersToCreate");
    expect(vouchered.body.data).not.toHaveProperty("cancelsTransfers");
    const rows = await transfersOf(id);
    expect(rows.map(shape)).toEqual([
      ["2026-12-10", "06:00", "PVT", "DXB Terminal 3", "Marina Bay Hotel", "Hotel: Marina Bay Hotel (pickup)", "Mr Ravi Kumar", 3, null, false, false],
      ["2026-12-11", "09:00", "SIC", "Marina Bay Hotel", "Burj Khalifa", "Activity: Burj Khalifa At the Top (pickup)", "Mr Ravi Kumar", 3, null, false, false],
      ["2026-12-13", "11:00", "PVT", "Marina Bay Hotel", "DXB Terminal 3", "Hotel: Marina Bay Hotel (drop)", "Mr Ravi Kumar", 3, null, false, false],
    ]);
    expect(rows.every((r) => r.siteId === w.site.id && r.kartId === id)).toBe(true);
  });

  it("a leg without its own time takes the activity's; a leg with no time at all answers 400 and nothing is saved", async () => {
    const base = vouchersBody(w);
    const noLegTime = { ...base.activities[0], transfers: [{ purpose: "pickup", pickupLocation: "Marina Bay Hotel", dropLocation: "Burj Khalifa" }] };
    const ok = await saveAs(w, vouchersBody(w, { isVouchered: true, activities: [noLegTime] }));
    expect(ok.status).toBe(200);
    expect((await transfersOf(ok.body.data.id)).map((t) => [t.serviceName, t.time])).toContainEqual(["Activity: Burj Khalifa At the Top (pickup)", "10:00"]);

    const kartName = `No time ${Date.now()}`;
    const hotelNoTime = hotelLine(w, [
      { purpose: "pickup", pickupLocation: "DXB Terminal 3", dropLocation: "Marina Bay Hotel" },
      { purpose: "drop", time: "11:00", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB Terminal 3" },
    ]);
    const bad = await saveAs(w, vouchersBody(w, { kartName, isVouchered: true, accomodations: [hotelNoTime] }));
    expect([bad.status, bad.body.errorMessage]).toEqual([400, "Please select pickup time for all transfers"]);
    expect(await systemDb.select().from(dmcItineraries).where(eq(dmcItineraries.kartName, kartName))).toEqual([]);
    // On an existing itinerary the whole save rolls back: it stays unvouchered, its lines unchanged.
    const draft = (await saveAs(w, vouchersBody(w, { kartName }))).body.data.id;
    const again = await saveAs(w, vouchersBody(w, { id: draft, kartName, isVouchered: true, accomodations: [hotelNoTime], discount: 99 }));
    expect(again.status).toBe(400);
    const [row] = await systemDb.select().from(dmcItineraries).where(eq(dmcItineraries.id, draft));
    expect([row.isVouchered, row.discount]).toEqual([false, 1000]);
    expect(await transfersOf(draft)).toEqual([]);
  });

  it("a hotel leg with no date (no leg date, check-in or arrival date) answers 400 'Please select a date for all transfers'", async () => {
    const hotel = { ...hotelLine(w), checkinDate: null };
    const res = await saveAs(w, vouchersBody(w, { isVouchered: true, arrivalDate: null, accomodations: [hotel] }));
    expect([res.status, res.body.errorMessage]).toEqual([400, "Please select a date for all transfers"]);
  });

  it("a vouchered save that breaks a rule shows the spec's message and writes no transfer", async () => {
    const kartName = `Rule ${Date.now()}`;
    const noPickup = { ...vouchersBody(w).activities[0], transfers: [] };
    const res = await saveAs(w, vouchersBody(w, { kartName, isVouchered: true, activities: [noPickup] }));
    expect([res.status, res.body.errorMessage]).toEqual([400, "Please add pickup transfer for activity"]);
    expect(await systemDb.select().from(dmcItineraries).where(eq(dmcItineraries.kartName, kartName))).toEqual([]);
  });

  it("a later save keeps unchanged transfers (driver, completion), cancels changed ones (assigned or not, never deleted) and writes them again, never touches completed ones", async () => {
    const id = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data.id;
    const first = await transfersOf(id);
    // Saved again unchanged: the same rows.
    expect((await saveAs(w, vouchersBody(w, { id, isVouchered: true }))).status).toBe(200);
    expect((await transfersOf(id)).map((t) => t.id)).toEqual(first.map((t) => t.id));

    const [hotelPickup, activityPickup, hotelDrop] = first;
    const admin = asAdmin(w);
    expect((await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: hotelPickup.id, driverId: w.driver.id })).status).toBe(200);
    expect((await admin(staffStatus, "/api/dmc/updateTransferStatusByStaff", { transferid: activityPickup.id, isCompleted: true })).status).toBe(200);

    // The hotel pickup moves to Terminal 1, the drop to 12:00, the activity pickup to 08:30.
    const base = vouchersBody(w);
    const hotel = hotelLine(w, [
      { purpose: "pickup", time: "06:00", pickupLocation: "DXB Terminal 1", dropLocation: "Marina Bay Hotel" },
      { purpose: "drop", time: "12:00", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB Terminal 3" },
    ]);
    const activity = { ...base.activities[0], transfers: [{ purpose: "pickup", time: "08:30", pickupLocation: "Marina Bay Hotel", dropLocation: "Burj Khalifa" }] };
    expect((await saveAs(w, vouchersBody(w, { id, isVouchered: true, accomodations: [hotel], activities: [activity, base.activities[1]] }))).status).toBe(200);
    const after = await transfersOf(id);
    const byId = new Map(after.map((t) => [t.id, t]));
    // Assigned and changed: cancelled (the driver's page drops it); a new unassigned one replaces it.
    expect(byId.get(hotelPickup.id)).toMatchObject({ isCancelled: true, driverId: w.driver.id, pickupLocation: "DXB Terminal 3" });
    expect(byId.get(hotelPickup.id)!.cancelledAt).toBeInstanceOf(Date);
    // Completed: kept as it was, not cancelled, even though the leg changed.
    expect(byId.get(activityPickup.id)).toMatchObject({ isCompleted: true, isCancelled: false, time: "09:00" });
    // Unassigned and changed: cancelled too, never deleted (decision 0062: the job sheet shows what went), and written again.
    expect(byId.get(hotelDrop.id)).toMatchObject({ isCancelled: true, driverId: null, time: "11:00" });
    const fresh = after.filter((t) => !first.some((f) => f.id === t.id));
    expect(fresh.map((t) => [t.date, t.time, t.pickupLocation, t.driverId, t.isCancelled])).toEqual([
      ["2026-12-10", "06:00", "DXB Terminal 1", null, false],
      ["2026-12-11", "08:30", "Marina Bay Hotel", null, false],
      ["2026-12-13", "12:00", "Marina Bay Hotel", null, false],
    ]);
  });
});

import { closeDb, systemDb } from "@/db/client";
import { dmcItineraries } from "@/db/schema/dmc-itineraries";
import { eq } from "drizzle-orm";
import { POST as removeAccomodation } from "@/app/api/kart/removeKartAccomodation/route";
import { POST as removeActivity } from "@/app/api/kart/removeKartActivity/route";
import { POST as removeMiscellaneous } from "@/app/api/kart/removeKartMiscellaneous/route";
import { GET as getById } from "@/app/api/kart/getKartById/route";
import { POST as jobSheet } from "@/app/api/dmc/getTransferJobSheet/route";
import { POST as updateDriver } from "@/app/api/dmc/updateTransferDriver/route";
import { POST as driverSheet } from "@/app/api/dmcDriver/getDriverTransferJobSheet/route";
import { call } from "../helpers/http";
import { asAdmin, createVouchersWorld, saveAs, transfersOf, vouchersBody, type VouchersWorld } from "../dmc-vouchers/vouchers-world";
import { as, kartBody } from "./quotes-world";

/*
 * Issue 25 defect 9 (decision 0062): the remove endpoints go through the one write path of an
 * itinerary, with every rule kart/saveKart applies: versions, the spec's messages, vouchering and
 * the transfers (a removed line's transfer is cancelled, never deleted, and shows as cancelled).
 */

afterAll(() => closeDb());

let w: VouchersWorld;
beforeAll(async () => {
  w = await createVouchersWorld();
});

const RANGE = { from: "2026-12-10", to: "2026-12-13" };
const staff = () => as(w, "staff");

describe("kart/removeKart* go through the same rules as kart/saveKart", () => {
  it("removing a line of a sent quotation makes a new version (the sent one archived with what changed)", async () => {
    const saved = (await saveAs(w, kartBody(w))).body.data;
    await systemDb.update(dmcItineraries).set({ sentAt: new Date() }).where(eq(dmcItineraries.id, saved.id));
    const res = await staff()(removeActivity, "/api/kart/removeKartActivity", { body: { id: saved.activities[1].id } });
    expect([res.status, res.body.errorMessage]).toEqual([200, undefined]);
    expect(res.body.data).toMatchObject({ message: "Removed successfully", version: 2, sentAt: null });
    expect(res.body.data.activities.map((a: { tourOptionName: string }) => a.tourOptionName)).toEqual(["Burj Khalifa At the Top"]);
    expect(res.body.data.versions[0]).toMatchObject({ version: 1 });
    expect(res.body.data.versions[0].changes).toEqual(expect.arrayContaining(["Activity: removed Desert Safari"]));
    // The sent version reads as it was sent, with both activities.
    const v1 = await staff()(getById, "/api/kart/getKartById", { query: { id: String(saved.id), version: "1" } });
    expect(v1.body.data.activities).toHaveLength(2);
    // The other lines keep their ids: a second remove by the id the builder holds still works.
    expect(res.body.data.activities[0].id).toBe(saved.activities[0].id);
    const again = await staff()(removeMiscellaneous, "/api/kart/removeKartMiscellaneous", { body: { id: saved.miscellaneous[0].id } });
    expect([again.status, again.body.data.version, again.body.data.miscellaneous]).toEqual([200, 2, []]);
  });

  it("cannot empty an itinerary: the last line answers 'Please select atleast one itinerary' and stays", async () => {
    const saved = (await saveAs(w, kartBody(w, { accomodations: [], activities: [kartBody(w).activities[1]], miscellaneous: [] }))).body.data;
    const res = await staff()(removeActivity, "/api/kart/removeKartActivity", { body: { id: saved.activities[0].id } });
    expect([res.status, res.body.errorMessage]).toEqual([400, "Please select atleast one itinerary"]);
    const now = await staff()(getById, "/api/kart/getKartById", { query: { id: String(saved.id) } });
    expect(now.body.data.activities).toHaveLength(1);
  });

  it("on a vouchered itinerary the removed line's transfers are cancelled (assigned or not), never deleted, and show cancelled on the job sheet and the driver's page", async () => {
    const saved = (await saveAs(w, vouchersBody(w, { isVouchered: true }))).body.data;
    const [hotelPickup, activityPickup, hotelDrop] = await transfersOf(saved.id);
    expect(activityPickup.serviceName).toBe("Activity: Burj Khalifa At the Top (pickup)");
    const admin = asAdmin(w);
    for (const t of [hotelPickup, activityPickup]) expect((await admin(updateDriver, "/api/dmc/updateTransferDriver", { id: t.id, driverId: w.driver.id })).status).toBe(200);

    const gone = await staff()(removeActivity, "/api/kart/removeKartActivity", { body: { id: saved.activities[0].id } });
    expect([gone.status, gone.body.errorMessage]).toEqual([200, undefined]);
    expect(gone.body.data.isVouchered).toBe(true);
    const hotelGone = await staff()(removeAccomodation, "/api/kart/removeKartAccomodation", { body: { id: saved.accomodations[0].id } });
    expect([hotelGone.status, hotelGone.body.errorMessage]).toEqual([200, undefined]);

    const rows = await transfersOf(saved.id);
    expect(rows.map((t) => [t.id, t.isCancelled, t.driverId])).toEqual([
      [hotelPickup.id, true, w.driver.id],
      [activityPickup.id, true, w.driver.id],
      [hotelDrop.id, true, null],
    ]);
    expect(rows.every((t) => t.cancelledAt instanceof Date)).toBe(true);

    const sheet = await admin(jobSheet, "/api/dmc/getTransferJobSheet", { dateRange: RANGE });
    const mine = sheet.body.data.transfers.filter((t: { kartId: number }) => t.kartId === saved.id);
    expect(mine.map((t: { id: number; isCancelled: boolean }) => [t.id, t.isCancelled])).toEqual([
      [hotelPickup.id, true],
      [activityPickup.id, true],
      [hotelDrop.id, true],
    ]);
    expect(mine[1].cancelledAt).toEqual(expect.any(String));

    const page = await call(driverSheet, "/api/dmcDriver/getDriverTransferJobSheet", { host: w.site.domain, body: { driverAccessToken: w.driverToken, dateRange: RANGE }, ip: `10.62.${process.pid % 250}.9` });
    expect(page.status).toBe(200);
    const onPage = page.body.data.transfers.filter((t: { id: number }) => [hotelPickup.id, activityPickup.id].includes(t.id));
    expect(onPage.map((t: { id: number; isCancelled: boolean; serviceName: string }) => [t.id, t.isCancelled, t.serviceName])).toEqual([
      [hotelPickup.id, true, "Hotel: Marina Bay Hotel (pickup)"],
      [activityPickup.id, true, "Activity: Burj Khalifa At the Top (pickup)"],
    ]);
  });

  it("another site's line is 404 and changes nothing", async () => {
    const saved = (await saveAs(w, kartBody(w))).body.data;
    const res = await as(w, "otherStaff")(removeActivity, "/api/kart/removeKartActivity", { body: { id: saved.activities[0].id } });
    expect(res.status).toBe(404);
  });
});

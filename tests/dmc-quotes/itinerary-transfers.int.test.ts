import { asc, eq } from "drizzle-orm";
import { closeDb, createSiteDb, systemDb } from "@/db/client";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { POST as saveKart } from "@/app/api/kart/saveKart/route";
import { transfersToCreate } from "@/server/dmc-quotes/itinerary-transfers";
import { loadKart } from "@/server/dmc-quotes/load-kart";
import { as, createQuotesWorld, kartBody } from "./quotes-world";

afterAll(() => closeDb());

describe("the transfers a vouchered itinerary creates (the seam to the drivers' transfers table)", () => {
  it("one row per transfer leg: date, time, the leg's sharing, pickup and drop, the itinerary, the lead passenger", async () => {
    const w = await createQuotesWorld();
    const body = kartBody(w, {
      isVouchered: true,
      accomodations: [
        {
          ...kartBody(w).accomodations[0],
          transferType: "return",
          sharingBasis: "private",
          transfers: [
            { purpose: "pickup", time: "06:00", pickupLocation: "DXB airport", dropLocation: "Marina Bay Hotel" },
            { purpose: "drop", time: "11:00", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB airport" },
          ],
        },
      ],
      activities: [
        { tourOptionId: w.safari.id, price: 90, startDate: "2026-12-12", time: "15:00", transferType: "return", sharingBasis: "dropSICpickupPVT", transfers: [{ purpose: "pickup", pickupLocation: "Marina Bay Hotel", dropLocation: "Desert camp" }, { purpose: "drop", time: "21:00", pickupLocation: "Desert camp", dropLocation: "Marina Bay Hotel" }] },
      ],
    });
    const saved = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body });
    expect([saved.status, saved.body.errorMessage]).toEqual([200, undefined]);
    const rows = transfersToCreate(await loadKart(createSiteDb(w.site.id), saved.body.data.id));
    const id = saved.body.data.id;
    const common = { itineraryId: id, kartId: id, leadPassenger: "Mr Ravi Kumar", paxCount: 3 };
    expect(saved.body.data).not.toHaveProperty("transfersToCreate");
    expect(rows).toEqual([
      { ...common, date: "2026-12-10", time: "06:00", sharingType: "PVT", pickupLocation: "DXB airport", dropLocation: "Marina Bay Hotel", purpose: "pickup", service: "Hotel: Marina Bay Hotel" },
      { ...common, date: "2026-12-12", time: "15:00", sharingType: "PVT", pickupLocation: "Marina Bay Hotel", dropLocation: "Desert camp", purpose: "pickup", service: "Activity: Desert Safari" },
      { ...common, date: "2026-12-12", time: "21:00", sharingType: "SIC", pickupLocation: "Desert camp", dropLocation: "Marina Bay Hotel", purpose: "drop", service: "Activity: Desert Safari" },
      { ...common, date: "2026-12-13", time: "11:00", sharingType: "PVT", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB airport", purpose: "drop", service: "Hotel: Marina Bay Hotel" },
    ]);
    // The rows are written with the save (decision 0042); saving it again vouchered creates nothing more; cancelling cancels them.
    const written = () => systemDb.select().from(dmcTransfers).where(eq(dmcTransfers.kartId, id)).orderBy(asc(dmcTransfers.id));
    const first = await written();
    expect(first.map((t) => [t.date, t.time, t.sharingType, t.pickupLocation, t.isCancelled])).toEqual(rows.map((r) => [r.date, r.time, r.sharingType, r.pickupLocation, false]));
    const again = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: { ...body, id } });
    expect(again.status).toBe(200);
    expect((await written()).map((t) => t.id)).toEqual(first.map((t) => t.id));
    const cancelled = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: { ...body, id, isCancelled: true } });
    expect(cancelled.body.data).toMatchObject({ isCancelled: true });
    expect((await written()).map((t) => t.isCancelled)).toEqual([true, true, true, true]);
  });
});

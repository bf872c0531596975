import { closeDb, createSiteDb } from "@/db/client";
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
    expect(saved.status).toBe(200);
    const rows = transfersToCreate(await loadKart(createSiteDb(w.site.id), saved.body.data.id));
    const id = saved.body.data.id;
    const common = { itineraryId: id, kartId: id, leadPassenger: "Mr Ravi Kumar", paxCount: 3 };
    expect(saved.body.data.transfersToCreate).toEqual(rows);
    expect(rows).toEqual([
      { ...common, date: "2026-12-10", time: "06:00", sharingType: "PVT", pickupLocation: "DXB airport", dropLocation: "Marina Bay Hotel", purpose: "pickup", service: "Hotel: Marina Bay Hotel" },
      { ...common, date: "2026-12-12", time: "15:00", sharingType: "PVT", pickupLocation: "Marina Bay Hotel", dropLocation: "Desert camp", purpose: "pickup", service: "Activity: Desert Safari" },
      { ...common, date: "2026-12-12", time: "21:00", sharingType: "SIC", pickupLocation: "Desert camp", dropLocation: "Marina Bay Hotel", purpose: "drop", service: "Activity: Desert Safari" },
      { ...common, date: "2026-12-13", time: "11:00", sharingType: "PVT", pickupLocation: "Marina Bay Hotel", dropLocation: "DXB airport", purpose: "drop", service: "Hotel: Marina Bay Hotel" },
    ]);
    // Saving it again vouchered creates nothing more; cancelling says so once.
    const again = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: { ...body, id } });
    expect(again.body.data).toMatchObject({ transfersToCreate: [], cancelsTransfers: false });
    const cancelled = await as(w, "staff")(saveKart, "/api/kart/saveKart", { body: { ...body, id, isCancelled: true } });
    expect(cancelled.body.data).toMatchObject({ isCancelled: true, transfersToCreate: [], cancelsTransfers: true });
  });
});

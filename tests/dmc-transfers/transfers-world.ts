import { systemDb } from "@/db/client";
import { dmcDrivers } from "@/db/schema/dmc";
import { sites } from "@/db/schema/sites";
import { eq } from "drizzle-orm";
import { createItineraryTransfers, type ItineraryTransferRow } from "@/server/dmc-transfers/create-itinerary-transfers";
import { todayIn } from "@/server/flights/search-rules";
import { siteTimeZone } from "@/lib/dates";
import { createGeoWorld } from "../dmc/geo/geo-world";

export const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The geo world (site with staff, super admin, agent; another site) plus two drivers on each site
 * and transfers today and tomorrow (site timezone): Imran has 09:00 and 15:00 today, Ravi 10:30 today,
 * one unassigned 10:00 today and one of Imran's tomorrow; the other site has one of its own.
 */
export async function createTransfersWorld() {
  const w = await createGeoWorld();
  const [row] = await systemDb.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, w.site.id));
  const today = todayIn(siteTimeZone(row.timezone));
  const tomorrow = addDays(today, 1);
  const drivers = await systemDb
    .insert(dmcDrivers)
    .values([
      { siteId: w.site.id, name: "Imran Qureshi", phone: "+971501234567" },
      { siteId: w.site.id, name: "Ravi Menon", phone: "+971507654321" },
    ])
    .returning();
  const [otherDriver] = await systemDb.insert(dmcDrivers).values({ siteId: w.other.id, name: "Other Driver" }).returning();
  const base = (extra: Partial<ItineraryTransferRow>): ItineraryTransferRow => ({
    kartId: null,
    sharingType: "SIC",
    date: today,
    time: "09:00",
    pickupLocation: "Atlantis The Palm",
    dropLocation: "Burj Khalifa",
    serviceName: "At the Top",
    leadPassengerName: "Asha Rao",
    paxCount: 2,
    ...extra,
  });
  const [imran9, imran15, ravi1030, unassigned, imranTomorrow] = await createItineraryTransfers(systemDb, w.site.id, [
    base({ time: "09:00" }),
    base({ time: "15:00", pickupLocation: "Dubai Mall", leadPassengerName: "John Smith", paxCount: 4, sharingType: "PVT" }),
    base({ time: "10:30", pickupLocation: "DXB Terminal 3", serviceName: "Airport pickup" }),
    base({ time: "10:00", pickupLocation: "Marina Walk" }),
    base({ date: tomorrow, time: "08:00" }),
  ]);
  const [otherTransfer] = await createItineraryTransfers(systemDb, w.other.id, [base({ leadPassengerName: "Other Site Guest" })]);
  const { dmcTransfers } = await import("@/db/schema/dmc-transfers");
  const { inArray } = await import("drizzle-orm");
  await systemDb.update(dmcTransfers).set({ driverId: drivers[0].id }).where(inArray(dmcTransfers.id, [imran9, imran15, imranTomorrow]));
  await systemDb.update(dmcTransfers).set({ driverId: drivers[1].id, internalDriverCharges: 4550 }).where(eq(dmcTransfers.id, ravi1030));
  await systemDb.update(dmcTransfers).set({ driverId: otherDriver.id }).where(eq(dmcTransfers.id, otherTransfer));
  return { ...w, today, tomorrow, imran: drivers[0], ravi: drivers[1], otherDriver, t: { imran9, imran15, ravi1030, unassigned, imranTomorrow, otherTransfer } };
}
export type TransfersWorld = Awaited<ReturnType<typeof createTransfersWorld>>;

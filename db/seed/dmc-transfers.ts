import { asc, eq } from "drizzle-orm";
import type { Db } from "../client";
import { dmcDrivers } from "../schema/dmc";
import { dmcTransfers } from "../schema/dmc-transfers";
import { sites } from "../schema/sites";

/*
 * The demo DMC's transfers (issue 14): today and tomorrow (in the site's timezone at seed time) for
 * the three demo drivers, plus one unassigned pickup, so the job sheet and the driver's page show
 * real work on first start. Idempotent: a site that already has transfers is left as it is.
 */

const dayIn = (timeZone: string, offsetDays: number) =>
  new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + offsetDays * 86_400_000));

type Job = { day: 0 | 1; driver: number | null; time: string; sharing: "SIC" | "PVT"; pickup: string; drop: string; service: string; lead: string; pax: number; charges: number };

const JOBS: Job[] = [
  { day: 0, driver: 0, time: "07:30", sharing: "PVT", pickup: "DXB Terminal 3, Arrivals", drop: "Atlantis The Palm", service: "Airport pickup", lead: "Asha Rao", pax: 3, charges: 4500 },
  { day: 0, driver: 0, time: "09:00", sharing: "SIC", pickup: "Atlantis The Palm", drop: "Burj Khalifa", service: "At the Top, Burj Khalifa", lead: "Asha Rao", pax: 3, charges: 2500 },
  { day: 0, driver: 0, time: "15:00", sharing: "SIC", pickup: "Dubai Mall, Fashion Avenue entrance", drop: "Desert camp, Al Awir", service: "Desert Safari", lead: "John Smith", pax: 4, charges: 3500 },
  { day: 0, driver: 1, time: "08:30", sharing: "PVT", pickup: "Jumeirah Beach Hotel", drop: "Abu Dhabi, Sheikh Zayed Grand Mosque", service: "Abu Dhabi city tour", lead: "Meera Iyer", pax: 2, charges: 9000 },
  { day: 0, driver: 2, time: "10:30", sharing: "SIC", pickup: "Rove Downtown", drop: "Dubai Marina", service: "Dhow cruise", lead: "Karan Mehta", pax: 5, charges: 2000 },
  { day: 0, driver: null, time: "18:00", sharing: "SIC", pickup: "Marina Walk", drop: "Dubai Creek", service: "Dhow dinner cruise", lead: "Fatima Khan", pax: 2, charges: 0 },
  { day: 1, driver: 0, time: "06:45", sharing: "PVT", pickup: "Atlantis The Palm", drop: "DXB Terminal 3, Departures", service: "Airport drop", lead: "Asha Rao", pax: 3, charges: 4500 },
  { day: 1, driver: 1, time: "09:30", sharing: "SIC", pickup: "Jumeirah Beach Hotel", drop: "Miracle Garden", service: "Miracle Garden", lead: "Meera Iyer", pax: 2, charges: 1500 },
  { day: 1, driver: 2, time: "14:00", sharing: "SIC", pickup: "Rove Downtown", drop: "Desert camp, Al Awir", service: "Desert Safari", lead: "Karan Mehta", pax: 5, charges: 3500 },
];

export async function seedDmcTransfers(db: Db, siteId: number): Promise<void> {
  const [existing] = await db.select({ id: dmcTransfers.id }).from(dmcTransfers).where(eq(dmcTransfers.siteId, siteId)).limit(1);
  if (existing) return;
  const drivers = await db.select({ id: dmcDrivers.id }).from(dmcDrivers).where(eq(dmcDrivers.siteId, siteId)).orderBy(asc(dmcDrivers.id)).limit(3);
  if (drivers.length === 0) return;
  const [site] = await db.select({ timezone: sites.timezone }).from(sites).where(eq(sites.id, siteId));
  let zone = site?.timezone || "Asia/Kolkata";
  try {
    dayIn(zone, 0);
  } catch {
    zone = "Asia/Kolkata";
  }
  await db.insert(dmcTransfers).values(
    JOBS.map((j) => ({
      siteId,
      kartId: null,
      sharingType: j.sharing,
      date: dayIn(zone, j.day),
      time: j.time,
      pickupLocation: j.pickup,
      dropLocation: j.drop,
      serviceName: j.service,
      leadPassengerName: j.lead,
      paxCount: j.pax,
      driverId: j.driver === null ? null : (drivers[j.driver] ?? drivers[0]).id,
      internalDriverCharges: j.charges,
    })),
  );
}

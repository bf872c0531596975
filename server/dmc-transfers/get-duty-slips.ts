import "server-only";
import { asc, eq, isNotNull } from "drizzle-orm";
import { createSiteDb } from "@/db/client";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { driverJoin, toJobSheetTransfer, transferColumns } from "./transfer-view";

/**
 * The duty slips of a day: per driver (one, or every driver with work that day), their transfers
 * by time and the day's driver charges. The printable page /staff/dmc-job-sheet/duty-slip reads it.
 */
export async function getDutySlips(siteId: number, date: string, driverId: number | null) {
  const db = createSiteDb(siteId);
  const rows = await db.db
    .select(transferColumns)
    .from(dmcTransfers)
    .innerJoin(dmcDrivers, driverJoin)
    .where(db.where(dmcTransfers, eq(dmcTransfers.date, date), eq(dmcTransfers.isCancelled, false), driverId ? eq(dmcTransfers.driverId, driverId) : isNotNull(dmcTransfers.driverId)))
    .orderBy(asc(dmcDrivers.name), asc(dmcTransfers.driverId), asc(dmcTransfers.time), asc(dmcTransfers.id));
  const slips = new Map<number, { driverId: number; driverName: string; phone: string | null; transfers: ReturnType<typeof toJobSheetTransfer>[]; charges: number }>();
  for (const row of rows.map(toJobSheetTransfer)) {
    const slip = slips.get(row.driverId!) ?? { driverId: row.driverId!, driverName: row.driverName!, phone: null, transfers: [], charges: 0 };
    slip.transfers.push(row);
    slip.charges = Math.round(slip.charges * 100 + row.internalDriverCharges * 100) / 100;
    slips.set(row.driverId!, slip);
  }
  if (driverId && !slips.size) {
    const [driver] = await db.db.select({ name: dmcDrivers.name }).from(dmcDrivers).where(db.byId(dmcDrivers, driverId)).limit(1);
    if (driver) slips.set(driverId, { driverId, driverName: driver.name, phone: null, transfers: [], charges: 0 });
  }
  const phones = await db.db.select({ id: dmcDrivers.id, phone: dmcDrivers.phone }).from(dmcDrivers).where(db.where(dmcDrivers));
  for (const p of phones) {
    const slip = slips.get(p.id);
    if (slip) slip.phone = p.phone;
  }
  return [...slips.values()];
}

import "server-only";
import { and, eq, sql } from "drizzle-orm";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import { DEFAULT_JOB_RANGE_DAYS, type TDateRange, type TJobSheetTransfer } from "@/lib/contracts/dmc-transfers";
import { todayIn } from "@/server/flights/search-rules";

/** The columns of a job-sheet row (the transfer and its driver's name). */
export const transferColumns = {
  id: dmcTransfers.id,
  kartId: dmcTransfers.kartId,
  sharingType: dmcTransfers.sharingType,
  date: dmcTransfers.date,
  time: dmcTransfers.time,
  pickupLocation: dmcTransfers.pickupLocation,
  dropLocation: dmcTransfers.dropLocation,
  serviceName: dmcTransfers.serviceName,
  leadPassengerName: dmcTransfers.leadPassengerName,
  paxCount: dmcTransfers.paxCount,
  driverId: dmcTransfers.driverId,
  driverName: dmcDrivers.name,
  internalDriverCharges: dmcTransfers.internalDriverCharges,
  isCompleted: dmcTransfers.isCompleted,
  completedAt: dmcTransfers.completedAt,
  isCancelled: dmcTransfers.isCancelled,
  cancelledAt: dmcTransfers.cancelledAt,
};

export const driverJoin = and(eq(dmcDrivers.siteId, dmcTransfers.siteId), eq(dmcDrivers.id, dmcTransfers.driverId));

type Row = { [K in keyof typeof transferColumns]: unknown } & { internalDriverCharges: number; completedAt: Date | null; cancelledAt: Date | null };

/** A row as the API answers it: charges in major units, completedAt and cancelledAt as ISO. */
export function toJobSheetTransfer(row: Row): TJobSheetTransfer {
  return {
    ...(row as unknown as TJobSheetTransfer),
    internalDriverCharges: row.internalDriverCharges / 100,
    completedAt: row.completedAt ? row.completedAt.toISOString() : null,
    cancelledAt: row.cancelledAt ? row.cancelledAt.toISOString() : null,
  };
}

const addDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The range asked for, else spec 001 section 9's default: one day, today in the site's timezone. */
export function jobRange(range: TDateRange | undefined, timeZone: string): TDateRange {
  if (range) return range;
  const today = todayIn(timeZone);
  return { from: today, to: addDays(today, DEFAULT_JOB_RANGE_DAYS - 1) };
}

/** "HH:mm" to minutes since midnight. */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const inRange = (r: TDateRange) => sql`${dmcTransfers.date} between ${r.from} and ${r.to}`;

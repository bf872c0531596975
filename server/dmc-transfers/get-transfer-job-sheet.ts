import "server-only";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import { dmcDrivers } from "@/db/schema/dmc";
import { dmcTransfers } from "@/db/schema/dmc-transfers";
import type { TDriverCharges, TJobSheet, TJobSheetRequest } from "@/lib/contracts/dmc-transfers";
import type { RequestContext } from "@/server/http/context";
import { driverJoin, inRange, jobRange, toJobSheetTransfer, transferColumns } from "./transfer-view";

const ORDER: Record<NonNullable<TJobSheetRequest["sortBy"]>, SQL[]> = {
  time: [asc(dmcTransfers.date), asc(dmcTransfers.time), asc(dmcTransfers.id)],
  driver: [sql`${dmcDrivers.name} asc nulls last`, asc(dmcTransfers.date), asc(dmcTransfers.time), asc(dmcTransfers.id)],
  pickupLocation: [asc(sql`lower(${dmcTransfers.pickupLocation})`), asc(dmcTransfers.date), asc(dmcTransfers.time), asc(dmcTransfers.id)],
};

/**
 * POST /api/dmc/getTransferJobSheet: the site's transfers of a date range (default today, one day),
 * optionally one driver's, sorted; and the driver charges summed per driver over the range. One
 * query on (site_id, date, time); the sums are computed from the same rows.
 */
export async function getTransferJobSheet(ctx: RequestContext, input: TJobSheetRequest): Promise<TJobSheet> {
  const range = jobRange(input.dateRange, ctx.site.timezone);
  const where = ctx.db.where(dmcTransfers, inRange(range), input.driverId ? eq(dmcTransfers.driverId, input.driverId) : undefined);
  const rows = await ctx.db.db
    .select(transferColumns)
    .from(dmcTransfers)
    .leftJoin(dmcDrivers, driverJoin)
    .where(where)
    .orderBy(...ORDER[input.sortBy ?? "time"]);
  const transfers = rows.map(toJobSheetTransfer);
  return { dateRange: range, transfers, chargesByDriver: sumCharges(transfers), currency: "USD" };
}

/** Driver charges per driver (by name; unassigned last), in major units, summed in minor units; cancelled transfers do not count. */
export function sumCharges(transfers: ReturnType<typeof toJobSheetTransfer>[]): TDriverCharges[] {
  const byDriver = new Map<number | null, TDriverCharges & { cents: number }>();
  for (const t of transfers) {
    if (t.isCancelled) continue;
    const entry = byDriver.get(t.driverId) ?? { driverId: t.driverId, driverName: t.driverName, transfers: 0, completed: 0, charges: 0, cents: 0 };
    entry.transfers += 1;
    entry.completed += t.isCompleted ? 1 : 0;
    entry.cents += Math.round(t.internalDriverCharges * 100);
    byDriver.set(t.driverId, entry);
  }
  return [...byDriver.values()]
    .sort((a, b) => (a.driverName === null ? 1 : b.driverName === null ? -1 : a.driverName.localeCompare(b.driverName)))
    .map(({ cents, ...e }) => ({ ...e, charges: cents / 100 }));
}

/** One transfer of the site as a job-sheet row, or undefined. */
export async function findJobSheetTransfer(ctx: Pick<RequestContext, "db">, id: number) {
  const [row] = await ctx.db.db.select(transferColumns).from(dmcTransfers).leftJoin(dmcDrivers, driverJoin).where(and(ctx.db.byId(dmcTransfers, id))).limit(1);
  return row ? toJobSheetTransfer(row) : undefined;
}

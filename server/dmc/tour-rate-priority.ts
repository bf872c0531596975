import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { dmcTicketRates, dmcTransferRates } from "@/db/schema/dmc";
import type { SiteDb } from "@/db/client";
import { TourRateMessages } from "@/lib/contracts/dmc-tour-rates";
import { AppError } from "@/server/http/errors";

type RateTable = typeof dmcTicketRates | typeof dmcTransferRates;
type Tx = Parameters<Parameters<SiteDb["transaction"]>[0]>[0];

/**
 * Applies the reversed priority list (spec 001 section 4, decision 0038): `priorityList` holds every
 * rate id of the tour option, lowest priority first; position i gets priority i + 1.
 */
export async function applyReversedPriorityList(tx: Tx, db: SiteDb, table: RateTable, tourOptionId: number, priorityList: number[]) {
  const current = await tx.select({ id: table.id }).from(table).where(db.where(table, eq(table.tourOptionId, tourOptionId)));
  const ids = new Set(current.map((r) => r.id));
  if (ids.size !== priorityList.length || priorityList.some((id) => !ids.has(id))) {
    throw new AppError("VALIDATION_ERROR", TourRateMessages.priorityList, { shortError: { priorityList: TourRateMessages.priorityList } });
  }
  for (const [index, id] of priorityList.entries()) {
    await tx
      .update(table)
      .set({ priority: index + 1 })
      .where(and(db.byId(table, id), eq(table.tourOptionId, tourOptionId), inArray(table.id, priorityList)));
  }
}

/** Deletes one rate of the site; another site's id, or none, is a 404. */
export async function deleteTourRate(db: SiteDb, table: RateTable, rateId: number) {
  const [row] = await db.db.delete(table).where(db.byId(table, rateId)).returning({ id: table.id });
  if (!row) throw new AppError("NOT_FOUND", TourRateMessages.rateNotFound);
  return { rateId: row.id, message: TourRateMessages.rateDeleted };
}

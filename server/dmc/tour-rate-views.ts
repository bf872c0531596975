import "server-only";
import { and, asc, desc, eq } from "drizzle-orm";
import { dmcMarkets, dmcTicketRates, dmcTourOptions, dmcTransferRates } from "@/db/schema/dmc";
import type { Db, SiteDb } from "@/db/client";
import type { TTicketRate, TTransferRate } from "@/lib/contracts/dmc-tour-rates";
import { checkRateSheet, type SheetRate } from "@/lib/dmc/rate-sheet";
import { AppError } from "@/server/http/errors";

const major = (minor: number) => minor / 100;

/** The client or a transaction: reads inside a save's transaction see its own writes. */
export type RateExec = Pick<Db, "select">;

/** Locks a tour option's row for the rest of the transaction: rate saves and reorders of one option run one at a time. */
export async function lockTourOption(tx: RateExec & { select: Db["select"] }, db: SiteDb, tourOptionId: number) {
  await tx.select({ id: dmcTourOptions.id }).from(dmcTourOptions).where(db.byId(dmcTourOptions, tourOptionId)).for("update");
}

/** A tour option's ticket rates, highest priority first, amounts in major units. */
export async function loadTicketRates(db: SiteDb, tourOptionId: number, exec: RateExec = db.db): Promise<TTicketRate[]> {
  const rows = await exec
    .select({ rate: dmcTicketRates, marketName: dmcMarkets.name })
    .from(dmcTicketRates)
    .innerJoin(dmcMarkets, and(eq(dmcMarkets.siteId, dmcTicketRates.siteId), eq(dmcMarkets.id, dmcTicketRates.marketId)))
    .where(db.where(dmcTicketRates, eq(dmcTicketRates.tourOptionId, tourOptionId)))
    .orderBy(desc(dmcTicketRates.priority), asc(dmcTicketRates.validFromDate), asc(dmcTicketRates.id));
  return rows.map(({ rate: r, marketName }) => ({
    id: r.id,
    tourOptionId: r.tourOptionId,
    marketId: r.marketId,
    marketName,
    description: r.description,
    currency: r.currency,
    adultAmount: major(r.adultAmount),
    childAmount: major(r.childAmount),
    isPerPax: r.isPerPax,
    validFromDate: r.validFromDate,
    validTillDate: r.validTillDate,
    minPax: r.minPax,
    maxPax: r.maxPax,
    priority: r.priority,
  }));
}

/** A tour option's transfer rates, highest priority first, amounts in major units. */
export async function loadTransferRates(db: SiteDb, tourOptionId: number, exec: RateExec = db.db): Promise<TTransferRate[]> {
  const rows = await exec
    .select({ rate: dmcTransferRates, marketName: dmcMarkets.name })
    .from(dmcTransferRates)
    .innerJoin(dmcMarkets, and(eq(dmcMarkets.siteId, dmcTransferRates.siteId), eq(dmcMarkets.id, dmcTransferRates.marketId)))
    .where(db.where(dmcTransferRates, eq(dmcTransferRates.tourOptionId, tourOptionId)))
    .orderBy(desc(dmcTransferRates.priority), asc(dmcTransferRates.validFromDate), asc(dmcTransferRates.id));
  return rows.map(({ rate: r, marketName }) => ({
    id: r.id,
    tourOptionId: r.tourOptionId,
    marketId: r.marketId,
    marketName,
    description: r.description,
    currency: r.currency,
    transferType: r.transferType,
    sharingBasis: r.sharingBasis,
    amount: major(r.amount),
    isPerPax: r.isPerPax,
    validFromDate: r.validFromDate,
    validTillDate: r.validTillDate,
    minPax: r.minPax,
    maxPax: r.maxPax,
    priority: r.priority,
  }));
}

/** The lane of a transfer rate in the sheet check: its transfer type and sharing basis. Ticket rates: "". */
export const transferLane = (r: { transferType: string; sharingBasis: string }) => `${r.transferType}+${r.sharingBasis}`;

/** Runs the rate-sheet check; errors refuse the save (400, every problem in the message), warnings are returned. */
export function assertRateSheet(rates: SheetRate[]): string[] {
  const report = checkRateSheet(rates);
  if (report.errors.length > 0) {
    const messages = report.errors.map((e) => e.message);
    throw new AppError("VALIDATION_ERROR", messages.join("; "), { data: { errors: messages, warnings: report.warnings.map((w) => w.message) } });
  }
  return report.warnings.map((w) => w.message);
}

export const toSheetRate = (r: { id?: number; marketId: number; marketName?: string; priority: number; validFromDate: string; validTillDate: string; minPax?: number | null; maxPax?: number | null }, lane = ""): SheetRate => ({
  id: r.id,
  marketId: r.marketId,
  marketName: r.marketName,
  lane,
  priority: r.priority,
  validFromDate: r.validFromDate,
  validTillDate: r.validTillDate,
  minPax: r.minPax ?? null,
  maxPax: r.maxPax ?? null,
});

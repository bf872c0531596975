import "server-only";
import { eq, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SiteDb } from "@/db/client";
import { dmcAreas, dmcAreaTransfers, dmcMarkets, dmcTourOptions } from "@/db/schema/dmc";
import { NO_BOUND_TOUR_OPTION, type TAreaTransfer } from "@/lib/contracts/dmc-geo-transfers";
import { toMajorUnits } from "@/lib/money";

export const fromArea = alias(dmcAreas, "from_area");
export const toArea = alias(dmcAreas, "to_area");

const columns = {
  t: dmcAreaTransfers,
  fromName: fromArea.name,
  toName: toArea.name,
  marketName: dmcMarkets.name,
  tourOptionName: dmcTourOptions.name,
};

/** The area transfers matching `where` (site-scoped by the caller), joined with their areas, market and bound tour option. */
export function selectAreaTransfers(db: SiteDb, where: SQL) {
  return db.db
    .select(columns)
    .from(dmcAreaTransfers)
    .innerJoin(fromArea, eq(fromArea.id, dmcAreaTransfers.fromAreaId))
    .innerJoin(toArea, eq(toArea.id, dmcAreaTransfers.toAreaId))
    .innerJoin(dmcMarkets, eq(dmcMarkets.id, dmcAreaTransfers.marketId))
    .leftJoin(dmcTourOptions, eq(dmcTourOptions.id, dmcAreaTransfers.boundTourOptionId))
    .where(where)
    .$dynamic();
}

type Row = { t: typeof dmcAreaTransfers.$inferSelect; fromName: string; toName: string; marketName: string; tourOptionName: string | null };

/** A row as the API shows it: amounts in major units, the bound tour option -1 when none. */
export function toAreaTransferView({ t, fromName, toName, marketName, tourOptionName }: Row): TAreaTransfer {
  return {
    id: t.id,
    fromArea: { id: t.fromAreaId, name: fromName },
    toArea: { id: t.toAreaId, name: toName },
    marketId: t.marketId,
    marketName,
    description: t.description,
    transferType: t.transferType,
    sharingBasis: t.sharingBasis,
    currency: t.currency,
    amount: toMajorUnits(t.amount),
    isStandAlone: t.isStandAlone,
    isPerPax: t.isPerPax,
    minPax: t.minPax,
    maxPax: t.maxPax,
    boundTourOptionId: t.boundTourOptionId ?? NO_BOUND_TOUR_OPTION,
    boundTourOption: t.boundTourOptionId !== null && tourOptionName !== null ? { id: t.boundTourOptionId, name: tourOptionName } : null,
    validFromDate: t.validFromDate,
    validTillDate: t.validTillDate,
    priority: t.priority,
  };
}

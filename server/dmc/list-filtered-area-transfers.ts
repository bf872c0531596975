import "server-only";
import { asc, desc, eq, gte, lte } from "drizzle-orm";
import { dmcAreaTransfers } from "@/db/schema/dmc";
import type { AREA_SHARING, AREA_TRANSFER_PURPOSES } from "@/lib/contracts/dmc-geo-transfers";
import type { RequestContext } from "@/server/http/context";
import { selectAreaTransfers, toAreaTransferView } from "./area-transfer-rows";
import { getAreaOrThrow, getMarketOrThrow } from "./find-dmc-geo-records";

type Filter = {
  fromAreaId: number;
  toAreaId: number;
  marketId?: number;
  date?: string;
  transferType?: (typeof AREA_TRANSFER_PURPOSES)[number];
  sharingBasis?: (typeof AREA_SHARING)[number];
};

/**
 * GET /api/areas/getFilteredAreasTransfers and getFilteredAreasTransfersType: the transfers of one
 * lane (from, to), optionally of one market, valid on a date, of one purpose and sharing; by priority.
 */
export async function listFilteredAreaTransfers(ctx: RequestContext, input: Filter) {
  await getAreaOrThrow(ctx.db, input.fromAreaId);
  await getAreaOrThrow(ctx.db, input.toAreaId);
  if (input.marketId !== undefined) await getMarketOrThrow(ctx.db, input.marketId);
  const t = dmcAreaTransfers;
  const rows = await selectAreaTransfers(
    ctx.db,
    ctx.db.where(
      t,
      eq(t.fromAreaId, input.fromAreaId),
      eq(t.toAreaId, input.toAreaId),
      input.marketId !== undefined ? eq(t.marketId, input.marketId) : undefined,
      input.date ? lte(t.validFromDate, input.date) : undefined,
      input.date ? gte(t.validTillDate, input.date) : undefined,
      input.transferType ? eq(t.transferType, input.transferType) : undefined,
      input.sharingBasis ? eq(t.sharingBasis, input.sharingBasis) : undefined,
    ),
  ).orderBy(desc(t.priority), asc(t.validFromDate), asc(t.id));
  return { result: rows.map(toAreaTransferView) };
}

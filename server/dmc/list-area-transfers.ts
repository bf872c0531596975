import "server-only";
import { asc, count, desc, eq, sql } from "drizzle-orm";
import { dmcAreaTransfers, dmcMarkets } from "@/db/schema/dmc";
import { AREA_TRANSFER_PAGE_SIZE } from "@/lib/contracts/dmc-geo-transfers";
import type { RequestContext } from "@/server/http/context";
import { fromArea, selectAreaTransfers, toArea, toAreaTransferView } from "./area-transfer-rows";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** SIC and PVT are how the screen shows sharing and private: a search for them finds those rows. */
function searchCondition(search: string | undefined) {
  if (!search) return undefined;
  const p = `%${escapeLike(search)}%`;
  const sharing = /^sic$/i.test(search) ? "sharing" : /^pvt$/i.test(search) ? "private" : null;
  return sql`(${fromArea.name} ilike ${p} or ${toArea.name} ilike ${p} or ${dmcMarkets.name} ilike ${p} or ${dmcAreaTransfers.description} ilike ${p} or ${dmcAreaTransfers.transferType} ilike ${p} or ${dmcAreaTransfers.sharingBasis} = ${sharing})`;
}

/** GET /api/areas/getTransfers?search=&page=: the site's area transfers, paged. */
export async function listAreaTransfers(ctx: RequestContext, input: { search?: string; page: number }) {
  const where = ctx.db.where(dmcAreaTransfers, searchCondition(input.search));
  const [total] = await ctx.db.db
    .select({ n: count() })
    .from(dmcAreaTransfers)
    .innerJoin(fromArea, eq(fromArea.id, dmcAreaTransfers.fromAreaId))
    .innerJoin(toArea, eq(toArea.id, dmcAreaTransfers.toAreaId))
    .innerJoin(dmcMarkets, eq(dmcMarkets.id, dmcAreaTransfers.marketId))
    .where(where);
  const rows = await selectAreaTransfers(ctx.db, where)
    .orderBy(asc(sql`lower(${fromArea.name})`), asc(sql`lower(${toArea.name})`), asc(dmcMarkets.name), asc(dmcAreaTransfers.transferType), desc(dmcAreaTransfers.sharingBasis), asc(dmcAreaTransfers.validFromDate), asc(dmcAreaTransfers.id))
    .limit(AREA_TRANSFER_PAGE_SIZE)
    .offset((input.page - 1) * AREA_TRANSFER_PAGE_SIZE);
  return { records: rows.map(toAreaTransferView), totalRecords: total.n, totalPages: Math.max(1, Math.ceil(total.n / AREA_TRANSFER_PAGE_SIZE)), page: input.page };
}

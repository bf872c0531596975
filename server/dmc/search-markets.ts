import "server-only";
import { asc, sql } from "drizzle-orm";
import { dmcMarkets } from "@/db/schema/dmc";
import type { RequestContext } from "@/server/http/context";

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The site's markets by name, optionally those whose name contains `search` (ignoring case). */
export async function findMarkets(ctx: Pick<RequestContext, "db">, search?: string) {
  return ctx.db.db
    .select({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault })
    .from(dmcMarkets)
    .where(ctx.db.where(dmcMarkets, search ? sql`${dmcMarkets.name} ilike ${`%${escapeLike(search)}%`}` : undefined))
    .orderBy(asc(sql`lower(${dmcMarkets.name})`), asc(dmcMarkets.id));
}

/** GET /api/dmc/searchMarket?search= */
export async function searchMarkets(ctx: RequestContext, input: { search?: string }) {
  return { result: await findMarkets(ctx, input.search || undefined) };
}

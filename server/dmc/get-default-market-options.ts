import "server-only";
import { and, eq } from "drizzle-orm";
import { dmcCustomerMarkets } from "@/db/schema/dmc";
import { getSiteCustomerOrThrow } from "@/server/customers/find-site-customer";
import type { RequestContext } from "@/server/http/context";
import { findMarkets } from "./search-markets";

/** A customer's own market id; null when they get the site's default market. */
export async function findCustomerMarketId(ctx: Pick<RequestContext, "db">, userId: number): Promise<number | null> {
  const [row] = await ctx.db.db
    .select({ marketId: dmcCustomerMarkets.marketId })
    .from(dmcCustomerMarkets)
    .where(and(eq(dmcCustomerMarkets.siteId, ctx.db.siteId), eq(dmcCustomerMarkets.userId, userId)))
    .limit(1);
  return row?.marketId ?? null;
}

/** GET /api/dmc/getDefaultMarketOptions?userId=: the market choices, the default, and the customer's own market. */
export async function getDefaultMarketOptions(ctx: RequestContext, input: { userId?: number }) {
  const result = await findMarkets(ctx);
  const defaultMarketId = result.find((m) => m.isDefault)?.id ?? null;
  if (input.userId === undefined) return { result, defaultMarketId };
  const customer = await getSiteCustomerOrThrow(ctx.db, input.userId);
  return { result, defaultMarketId, customerMarketId: await findCustomerMarketId(ctx, customer.id) };
}

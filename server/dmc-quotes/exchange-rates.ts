import "server-only";
import { asc } from "drizzle-orm";
import { dmcExchangeRates } from "@/db/schema/dmc-itineraries";
import type { TSaveExchangeRateRequest } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

const view = { fromCurrency: dmcExchangeRates.fromCurrency, toCurrency: dmcExchangeRates.toCurrency, rate: dmcExchangeRates.rate, updatedAt: dmcExchangeRates.updatedAt };

/** GET dmc/getExchangeRates. */
export async function listExchangeRates(ctx: UserContext) {
  const rows = await ctx.db.db.select(view).from(dmcExchangeRates).where(ctx.db.where(dmcExchangeRates)).orderBy(asc(dmcExchangeRates.fromCurrency), asc(dmcExchangeRates.toCurrency));
  return { rates: rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() })) };
}

/** POST dmc/saveExchangeRate: insert or replace the pair's rate (quotations keep the rate they locked). */
export async function saveExchangeRate(ctx: UserContext, input: TSaveExchangeRateRequest) {
  if (input.fromCurrency === input.toCurrency) throw new AppError("VALIDATION_ERROR", "Choose two different currencies");
  const [row] = await ctx.db.db
    .insert(dmcExchangeRates)
    .values({ siteId: ctx.db.siteId, ...input })
    .onConflictDoUpdate({ target: [dmcExchangeRates.siteId, dmcExchangeRates.fromCurrency, dmcExchangeRates.toCurrency], set: { rate: input.rate, updatedAt: new Date() } })
    .returning(view);
  return { ...row, updatedAt: row.updatedAt.toISOString(), message: "Exchange rate saved" };
}

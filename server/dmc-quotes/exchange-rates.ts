import "server-only";
import { and, asc, desc, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { dmcExchangeRates } from "@/db/schema/dmc-itineraries";
import { users } from "@/db/schema/users";
import { toSiteDay } from "@/lib/dates";
import { ExchangeRateMessages, type TSaveExchangeRateRequest } from "@/lib/contracts/dmc-quotes";
import type { UserContext } from "@/server/http/context";
import { AppError } from "@/server/http/errors";

/*
 * The site's exchange rates, append-only (issue 25): a new rate is a new row from its valid-from on;
 * the rate in force for a pair is its row with the latest valid-from on or before the site's today
 * (the latest id on a tie: a same-day correction wins). History is never edited.
 */

/** The site's today in SQL (its own time zone), for comparing valid-from dates. */
export const siteToday = (siteId: SQL | number) => sql`(now() at time zone (select s.timezone from sites s where s.id = ${siteId}))::date`;

/** The id of the pair's rate in force today, for a join (packages convert their prices with it). */
export function inForceRateId(siteId: AnyPgColumn | number, fromCurrency: AnyPgColumn | string, toCurrency: AnyPgColumn | string): SQL {
  return sql`(select r.id from dmc_exchange_rates r where r.site_id = ${siteId} and r.from_currency = ${fromCurrency} and r.to_currency = ${toCurrency}
    and r.valid_from <= ${siteToday(sql`${siteId}`)} order by r.valid_from desc, r.id desc limit 1)`;
}

const view = {
  id: dmcExchangeRates.id,
  fromCurrency: dmcExchangeRates.fromCurrency,
  toCurrency: dmcExchangeRates.toCurrency,
  rate: dmcExchangeRates.rate,
  validFrom: dmcExchangeRates.validFrom,
  setBy: sql<string | null>`nullif(trim(coalesce(${users.firstName}, '') || ' ' || coalesce(${users.lastName}, '')), '')`,
  updatedAt: dmcExchangeRates.updatedAt,
};
type Row = { id: number; fromCurrency: string; toCurrency: string; rate: number; validFrom: string; setBy: string | null; updatedAt: Date };
const out = (r: Row) => ({ ...r, updatedAt: r.updatedAt.toISOString() });

/** GET dmc/getExchangeRates: each pair's rate in force (else its next one), and the whole history, newest first. */
export async function listExchangeRates(ctx: UserContext) {
  const today = toSiteDay(new Date(), ctx.site.timezone);
  const rows = await ctx.db.db
    .select(view)
    .from(dmcExchangeRates)
    .leftJoin(users, eq(users.id, dmcExchangeRates.setByUserId))
    .where(ctx.db.where(dmcExchangeRates))
    .orderBy(asc(dmcExchangeRates.fromCurrency), asc(dmcExchangeRates.toCurrency), desc(dmcExchangeRates.validFrom), desc(dmcExchangeRates.id));
  const byPair = new Map<string, Row[]>();
  for (const r of rows) byPair.set(`${r.fromCurrency}|${r.toCurrency}`, [...(byPair.get(`${r.fromCurrency}|${r.toCurrency}`) ?? []), r]);
  const rates = [...byPair.values()].map((list) => {
    const inForce = list.find((r) => r.validFrom <= today);
    // No rate in force yet: the soonest upcoming one.
    return { ...out(inForce ?? list[list.length - 1]), isInForce: Boolean(inForce) };
  });
  return { today, rates, history: rows.map(out) };
}

/** POST dmc/saveExchangeRate: a new rate for the pair from validFrom (default: the site's today), never before today. */
export async function saveExchangeRate(ctx: UserContext, input: TSaveExchangeRateRequest) {
  if (input.fromCurrency === input.toCurrency) throw new AppError("VALIDATION_ERROR", ExchangeRateMessages.samePair);
  const today = toSiteDay(new Date(), ctx.site.timezone);
  const validFrom = input.validFrom ?? today;
  if (validFrom < today) throw new AppError("VALIDATION_ERROR", ExchangeRateMessages.pastValidFrom);
  const [row] = await ctx.db.db
    .insert(dmcExchangeRates)
    .values({ siteId: ctx.db.siteId, fromCurrency: input.fromCurrency, toCurrency: input.toCurrency, rate: input.rate, validFrom, setByUserId: ctx.principal.userId })
    .returning({ id: dmcExchangeRates.id });
  const [saved] = await ctx.db.db.select(view).from(dmcExchangeRates).leftJoin(users, eq(users.id, dmcExchangeRates.setByUserId)).where(and(ctx.db.where(dmcExchangeRates), eq(dmcExchangeRates.id, row.id)));
  return { ...out(saved), message: ExchangeRateMessages.saved };
}

import "server-only";
import { and, desc, eq, inArray, lte, or } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcExchangeRates } from "@/db/schema/dmc-itineraries";
import { KartMessages } from "@/lib/contracts/dmc-quotes";
import { AppError } from "@/server/http/errors";
import { siteToday } from "./exchange-rates";
import type { LockedRates } from "./kart-money";

/**
 * The rates a quotation sells at (decision 0040): a currency already locked on it keeps its rate
 * (a changed site rate never reprices a quotation); a new one is locked at the site's current rate
 * (the direct pair, else the inverse of the reverse pair), the rate in force today (the latest
 * valid-from on or before the site's today; rates are append-only). A currency without any: 400.
 */
export async function lockExchangeRates(db: SiteDb, selling: string, currencies: readonly string[], locked: LockedRates): Promise<LockedRates> {
  const out: LockedRates = {};
  const needed = [...new Set(currencies)].filter((c) => c !== selling);
  const missing = needed.filter((c) => locked[c] === undefined);
  for (const c of needed) if (locked[c] !== undefined) out[c] = locked[c];
  if (missing.length === 0) return out;
  const rows = await db.db
    .select()
    .from(dmcExchangeRates)
    .where(
      and(
        eq(dmcExchangeRates.siteId, db.siteId),
        or(and(inArray(dmcExchangeRates.fromCurrency, missing), eq(dmcExchangeRates.toCurrency, selling)), and(eq(dmcExchangeRates.fromCurrency, selling), inArray(dmcExchangeRates.toCurrency, missing))),
        lte(dmcExchangeRates.validFrom, siteToday(db.siteId)),
      ),
    )
    // Newest first: the first row of a pair is the one in force.
    .orderBy(desc(dmcExchangeRates.validFrom), desc(dmcExchangeRates.id));
  for (const c of missing) {
    const direct = rows.find((r) => r.fromCurrency === c && r.toCurrency === selling);
    const reverse = rows.find((r) => r.fromCurrency === selling && r.toCurrency === c);
    if (direct) out[c] = direct.rate;
    else if (reverse) out[c] = Math.round((1 / reverse.rate) * 1e8) / 1e8;
    else throw new AppError("VALIDATION_ERROR", KartMessages.noRate(c, selling));
  }
  return out;
}

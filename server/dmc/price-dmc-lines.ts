import "server-only";
import type { SiteDb } from "@/db/client";
import { AppError } from "@/server/http/errors";
import { loadPricingInputs } from "./load-rate-catalogue";
import { priceLines } from "./rate-engine";
import type { PriceAnswer, PriceLine, RateCatalogue } from "./rate-engine-types";
import { resolvePricingParty } from "./resolve-pricing-party";

/** The first item a line names that is not this site's (another site's id answers 404 like an unknown one). */
function missingItem(lines: readonly PriceLine[], c: RateCatalogue): string | null {
  for (const l of lines) {
    if (l.kind === "tourOption") {
      if (!c.tourOptionNames.has(l.tourOptionId)) return "Tour option not found";
      if (l.comboId !== null && !c.combos.has(l.comboId)) return "Combo not found";
    } else if (l.kind === "areaTransfer") {
      if (!c.areaNames.has(l.fromAreaId) || !c.areaNames.has(l.toAreaId)) return "Area not found";
    } else if (!c.roomTypeNames.has(l.roomTypeId)) return "Room type not found";
  }
  return null;
}

/**
 * Prices DMC lines for a customer (decision 0036): the customer's market and markup, the rates of
 * every named item (a fixed number of queries, in parallel), then the pure engine.
 */
export async function priceDmcLines(db: SiteDb, customerId: number, lines: readonly PriceLine[]): Promise<PriceAnswer> {
  const { catalogue, customer } = await loadPricingInputs(db, customerId, lines);
  // An unknown item answers 404 before anything about the customer (another site's caller learns nothing).
  const missing = missingItem(lines, catalogue);
  if (missing) throw new AppError("NOT_FOUND", missing);
  return priceLines(lines, catalogue, resolvePricingParty(customer));
}

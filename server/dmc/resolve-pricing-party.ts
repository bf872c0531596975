import "server-only";
import { AppError } from "@/server/http/errors";
import { selectRule } from "@/server/pricing/select-rule";
import type { CustomerInputs } from "./load-rate-catalogue";
import type { MarketChoice, PricingParty } from "./rate-engine-types";

export const DmcPriceMessages = {
  customerNotFound: "Customer not found",
  noMarket: "No default market: create a market first",
} as const;

/**
 * Who the price is for (decision 0036), from what the loader read: the customer's market
 * (dmc_customer_markets), else the site's default market; the activity markup rule of the
 * customer's markup group (their legal entity's group, else the site's default group; customers
 * and staff without a legal entity get none), picked as the flight rules are (select-rule.ts), with
 * DMC services matched as international ("both" or "international" rules apply).
 */
export function resolvePricingParty(inputs: CustomerInputs): PricingParty {
  const { customer, markets } = inputs;
  if (!customer) throw new AppError("NOT_FOUND", DmcPriceMessages.customerNotFound);
  const marketNames = new Map(markets.map((m) => [m.id, m.name]));
  const who = `${customer.firstName} ${customer.lastName ?? ""}`.trim();
  let market: MarketChoice;
  const ownMarket = inputs.ownMarketId === null ? undefined : markets.find((m) => m.id === inputs.ownMarketId);
  if (ownMarket) {
    market = { id: ownMarket.id, name: ownMarket.name, source: "customer", text: `Market ${ownMarket.name}: ${who}'s market` };
  } else {
    const fallback = markets.find((m) => m.isDefault);
    if (!fallback) throw new AppError("VALIDATION_ERROR", DmcPriceMessages.noMarket);
    market = { id: fallback.id, name: fallback.name, source: "default", text: `Market ${fallback.name}: the site's default market (${who} has no market of their own)` };
  }
  if (inputs.groupId === null) return { market, marketNames, markup: null, markupText: `No activity markup: ${who} has no markup group` };
  const rule = selectRule(inputs.rules, { isDomestic: false, journeyType: 1, airlineCode: "", segmentCount: 0, adults: 0, children: 0, infants: 0 }, "activity");
  const groupName = inputs.groupName ?? `group ${inputs.groupId}`;
  if (!rule) return { market, marketNames, markup: null, markupText: `No activity markup: markup group ${groupName} has no activity rule` };
  const value = rule.valueType === "percent" ? `${rule.value / 100}%` : `flat ${(rule.value / 100).toFixed(2)} in the rate's currency`;
  const basis = rule.basis === "perBooking" ? "per booking" : "per passenger";
  return { market, marketNames, markup: rule, markupText: `Activity markup of group ${groupName} (rule ${rule.id}): ${value} ${basis}` };
}

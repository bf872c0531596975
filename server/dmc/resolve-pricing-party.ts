import "server-only";
import { AppError } from "@/server/http/errors";
import { selectRule } from "@/server/pricing/select-rule";
import type { MarkupRule } from "@/server/pricing/types";
import type { CustomerInputs } from "./load-rate-catalogue";
import type { MarketChoice, PricingParty } from "./rate-engine-types";

export const DmcPriceMessages = {
  customerNotFound: "Customer not found",
  noMarket: "No default market: create a market first",
} as const;

const SECTOR = { both: "every sector", domestic: "domestic services", international: "international services" } as const;

/**
 * Why this activity rule applies (decision 0063): the most specific rule wins, as for flight
 * markups; DMC services count as international, so a rule for international services beats one for
 * every sector and a domestic rule never applies. Same-sector rules are refused on save; one left
 * from before that check loses to the newest.
 */
export function whyRule(rule: MarkupRule, rules: readonly MarkupRule[]): string {
  const others = rules.filter((r) => r.kind === "activity" && r.id !== rule.id);
  if (others.length === 0) return "Applied: the group's only activity rule";
  const parts: string[] = [`Applied: the rule for ${SECTOR[rule.sector]}`];
  const lessSpecific = others.filter((r) => r.sector === "both" && rule.sector === "international");
  const sameSector = others.filter((r) => r.sector === rule.sector);
  const domestic = others.filter((r) => r.sector === "domestic");
  if (lessSpecific.length > 0) parts.push(`more specific than the rule for every sector (rule ${lessSpecific.map((r) => r.id).join(", ")})`);
  if (sameSector.length > 0) parts.push(`the newest of the rules for ${SECTOR[rule.sector]} (rule ${sameSector.map((r) => r.id).join(", ")} older)`);
  if (domestic.length > 0) parts.push(`rule ${domestic.map((r) => r.id).join(", ")} is for domestic services, which DMC services are not`);
  return parts.join("; ");
}

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
  const defaultRow = markets.find((m) => m.isDefault);
  const defaultMarket = defaultRow ? { id: defaultRow.id, name: defaultRow.name } : null;
  if (inputs.groupId === null) return { market, marketNames, defaultMarket, markup: null, markupText: `No activity markup: ${who} has no markup group` };
  const rule = selectRule(inputs.rules, { isDomestic: false, journeyType: 1, airlineCode: "", segmentCount: 0, adults: 0, children: 0, infants: 0 }, "activity");
  const groupName = inputs.groupName ?? `group ${inputs.groupId}`;
  if (!rule) return { market, marketNames, defaultMarket, markup: null, markupText: `No activity markup: markup group ${groupName} has no activity rule` };
  const value = rule.valueType === "percent" ? `${rule.value / 100}%` : `flat ${(rule.value / 100).toFixed(2)} in the rate's currency`;
  const basis = rule.basis === "perBooking" ? "per booking" : "per passenger";
  return { market, marketNames, defaultMarket, markup: rule, markupText: `Activity markup of group ${groupName} (rule ${rule.id}): ${value} ${basis}. ${whyRule(rule, inputs.rules)}` };
}

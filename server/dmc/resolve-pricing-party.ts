import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteDb } from "@/db/client";
import { dmcCustomerMarkets, dmcMarkets } from "@/db/schema/dmc";
import { markupGroups } from "@/db/schema/pricing";
import { users } from "@/db/schema/users";
import { AppError } from "@/server/http/errors";
import { loadGroupRules } from "@/server/markups/load-group-rules";
import { resolveMarkupGroupForUser } from "@/server/markups/resolve-markup-group-for-user";
import { selectRule } from "@/server/pricing/select-rule";
import type { MarketChoice, PricingParty } from "./rate-engine-types";

export const DmcPriceMessages = {
  customerNotFound: "Customer not found",
  noMarket: "No default market: create a market first",
} as const;

/**
 * Who the price is for (decision 0036): the customer's market (dmc_customer_markets), else the
 * site's default market; the activity markup rule of the customer's markup group (their legal
 * entity's group, else the site's default group; retail customers and staff without a legal entity
 * get none). DMC services are matched as international for the rule's sector ("both" or
 * "international" rules apply). customerId absent: the caller.
 */
export async function resolvePricingParty(db: SiteDb, customerId: number): Promise<PricingParty> {
  const [[customer], markets, [own]] = await Promise.all([
    db.db.select({ id: users.id, legalEntityId: users.legalEntityId, firstName: users.firstName, lastName: users.lastName }).from(users).where(db.byId(users, customerId)).limit(1),
    db.db.select({ id: dmcMarkets.id, name: dmcMarkets.name, isDefault: dmcMarkets.isDefault }).from(dmcMarkets).where(eq(dmcMarkets.siteId, db.siteId)),
    db.db
      .select({ marketId: dmcCustomerMarkets.marketId })
      .from(dmcCustomerMarkets)
      .where(and(eq(dmcCustomerMarkets.siteId, db.siteId), eq(dmcCustomerMarkets.userId, customerId)))
      .limit(1),
  ]);
  if (!customer) throw new AppError("NOT_FOUND", DmcPriceMessages.customerNotFound);
  const marketNames = new Map(markets.map((m) => [m.id, m.name]));
  const who = `${customer.firstName} ${customer.lastName ?? ""}`.trim();
  let market: MarketChoice;
  const ownMarket = own ? markets.find((m) => m.id === own.marketId) : undefined;
  if (ownMarket) {
    market = { id: ownMarket.id, name: ownMarket.name, source: "customer", text: `Market ${ownMarket.name}: ${who}'s market` };
  } else {
    const fallback = markets.find((m) => m.isDefault);
    if (!fallback) throw new AppError("VALIDATION_ERROR", DmcPriceMessages.noMarket);
    market = { id: fallback.id, name: fallback.name, source: "default", text: `Market ${fallback.name}: the site's default market (${who} has no market of their own)` };
  }

  const group = await resolveMarkupGroupForUser(db, customer.legalEntityId);
  if (!group) return { market, marketNames, markup: null, markupText: `No activity markup: ${who} has no markup group` };
  const [rules, [groupRow]] = await Promise.all([
    loadGroupRules(db, group.groupId),
    db.db.select({ groupName: markupGroups.groupName }).from(markupGroups).where(db.byId(markupGroups, group.groupId)).limit(1),
  ]);
  const rule = selectRule(rules, { isDomestic: false, journeyType: 1, airlineCode: "", segmentCount: 0, adults: 0, children: 0, infants: 0 }, "activity");
  const groupName = groupRow?.groupName ?? `group ${group.groupId}`;
  if (!rule) return { market, marketNames, markup: null, markupText: `No activity markup: markup group ${groupName} has no activity rule` };
  const value = rule.valueType === "percent" ? `${rule.value / 100}%` : `flat ${(rule.value / 100).toFixed(2)} in the rate's currency`;
  const basis = rule.basis === "perBooking" ? "per booking" : "per passenger";
  return { market, marketNames, markup: rule, markupText: `Activity markup of group ${groupName} (rule ${rule.id}): ${value} ${basis}` };
}

import "server-only";
import type { TPriceAnswer } from "@/lib/contracts/dmc-rates";
import type { Principal } from "@/server/auth/principal";
import type { PriceAnswer } from "./rate-engine-types";

const major = (minor: number) => minor / 100;

/** The engine's answer as the API shows it: major units, everything else as is (staff endpoints: the full explanation). */
export function toPriceView(answer: PriceAnswer): TPriceAnswer {
  return {
    market: answer.market,
    markup: answer.markup,
    totals: answer.totals.map((t) => ({ currency: t.currency, amount: major(t.amount) })),
    lines: answer.lines.map((l) => ({
      ...l,
      components: l.components.map((c) => ({ ...c, amount: major(c.amount) })),
      adjustments: l.adjustments.map((a) => ({ ...a, amount: major(a.amount) })),
      totals: l.totals.map((t) => ({ currency: t.currency, amount: major(t.amount) })),
      ...(l.composition ? { composition: l.composition.map((c) => ({ ...c, unitPrice: major(c.unitPrice) })) } : {}),
    })),
  };
}

/*
 * Who sees what of a price (issue 25, decision 0064): staff keep the engine's explanation (market,
 * markup group and rule, each rate's verdict); a customer (agent, retail, corporate) sees their
 * price and nothing of the seller's markup groups, rules, margins or markets.
 */

/** The plain reason a customer reads for an item without a price. */
export const CUSTOMER_NO_PRICE = "No rate for these dates";

export const seesPriceExplanation = (viewer: Pick<Principal, "userType">) => viewer.userType === "staff";

/** The engine's reason for staff; for a customer the plain one (never a market, group or rule). */
export function priceErrorFor(viewer: Pick<Principal, "userType">, error: string | null): string | null {
  if (error === null) return null;
  return seesPriceExplanation(viewer) ? error : CUSTOMER_NO_PRICE;
}

export type PriceOwner = { userId: number; name: string; companyName: string | null };

/** Whose prices are shown: "Prices for Acme Travels (market: India)" for staff; "Your prices" for the customer. */
export function pricesForLabel(viewer: Pick<Principal, "userType" | "userId">, owner: PriceOwner, marketName: string | null): string {
  const who = owner.companyName || owner.name || `user ${owner.userId}`;
  if (seesPriceExplanation(viewer)) return marketName ? `Prices for ${who} (market: ${marketName})` : `Prices for ${who}`;
  return owner.userId === viewer.userId ? "Your prices" : `Prices for ${owner.name || who}`;
}

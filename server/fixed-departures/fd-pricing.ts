import "server-only";
import { users } from "@/db/schema/users";
import { percentOf } from "@/lib/money";
import type { Principal } from "@/server/auth/principal";
import type { SiteDb } from "@/db/client";
import { loadGroupRules } from "@/server/markups/load-group-rules";
import { resolveMarkupGroupForUser } from "@/server/markups/resolve-markup-group-for-user";
import { selectRule } from "@/server/pricing/select-rule";
import type { MarkupRule } from "@/server/pricing/types";
import type { DepartureRow } from "./fd-records";

/** Per-passenger prices (minor units) after the markup, and what a per-booking rule adds once. */
export type FdPrices = { adult: number; child: number; infant: number; perBooking: number };

/**
 * The caller's fixed-departure rule (decision 0047): their legal entity's markup group (else the
 * site's default group) and its `fixedDeparture` rule, picked by select-rule.ts with the
 * departure's sector. Anonymous and retail callers get none (as for flights).
 */
export async function loadCallerFdRules(db: SiteDb, principal: Principal | null): Promise<MarkupRule[]> {
  if (!principal || principal.userType === "retail") return [];
  const [user] = await db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(db.byId(users, principal.userId)).limit(1);
  const group = await resolveMarkupGroupForUser(db, user?.legalEntityId ?? null);
  return group ? loadGroupRules(db, group.groupId) : [];
}

function adjust(price: number, seats: number, valueType: "flat" | "percent" | null, value: number, basis: MarkupRule["basis"]): number {
  if (!valueType || value === 0) return 0;
  if (valueType === "percent") return percentOf(price, value);
  if (basis === "perBooking") return 0;
  return value * (basis === "perSegment" ? seats : 1);
}

/**
 * Prices of one departure for a rule: percent rules apply to each passenger type's price; flat
 * rules per passenger (adults and children; infants excluded, as in the fare engine) or per flight
 * segment; a per-booking flat amount is added once to the booking. The rule's discount is taken off
 * the same way. Never below zero.
 */
export function priceDeparture(d: DepartureRow, rules: readonly MarkupRule[]): FdPrices {
  const rule = selectRule(rules, { isDomestic: d.isDomestic, journeyType: d.returnDate ? 2 : 1, airlineCode: d.segments[0]?.airlineCode ?? "", segmentCount: d.segments.length, adults: 1, children: 0, infants: 0 }, "fixedDeparture");
  if (!rule) return { adult: d.adultPrice, child: d.childPrice, infant: d.infantPrice, perBooking: 0 };
  const segs = d.segments.length;
  const one = (price: number, isInfant: boolean) => {
    const up = isInfant && rule.valueType === "flat" ? 0 : adjust(price, segs, rule.valueType, rule.value, rule.basis);
    const down = isInfant && rule.discountValueType === "flat" ? 0 : adjust(price, segs, rule.discountValueType, rule.discountValue, rule.basis);
    return Math.max(0, price + up - down);
  };
  const perBooking =
    rule.basis === "perBooking" ? (rule.valueType === "flat" ? rule.value : 0) - (rule.discountValueType === "flat" ? rule.discountValue : 0) : 0;
  return { adult: one(d.adultPrice, false), child: one(d.childPrice, false), infant: one(d.infantPrice, true), perBooking };
}


/**
 * A FixedDeparture supplier's departure on a consumer site (decision 0052): the supplier's price to
 * the consumer company (its rule for that company, `supplier`), then the caller's own rule on top
 * of that price. A per-booking amount of either is added once.
 */
export function priceThroughSupplier(d: DepartureRow, supplierRules: readonly MarkupRule[], callerRules: readonly MarkupRule[]): { prices: FdPrices; supplier: FdPrices } {
  const supplier = priceDeparture(d, supplierRules);
  const mine = priceDeparture({ ...d, adultPrice: supplier.adult, childPrice: supplier.child, infantPrice: supplier.infant }, callerRules);
  return { prices: { ...mine, perBooking: mine.perBooking + supplier.perBooking }, supplier };
}

/** What a party of passengers costs at these prices (minor units). */
export const partyAmount = (p: FdPrices, adults: number, children: number, infants: number) => adults * p.adult + children * p.child + infants * p.infant + p.perBooking;

import "server-only";
import { users } from "@/db/schema/users";
import type { UserContext } from "@/server/http/context";
import { loadGroupRules } from "@/server/markups/load-group-rules";
import { resolveMarkupGroupForUser } from "@/server/markups/resolve-markup-group-for-user";
import { priceFare, type FareDetail } from "@/server/pricing/fare-engine";
import { compileRules } from "@/server/pricing/select-rule";
import { fareVisibilityFor, type FareVisibility } from "@/server/pricing/to-api-fare";
import type { PricingTrip } from "@/server/pricing/types";
import type { SupplierFare, SupplierResult } from "@/server/suppliers/types";
import { maySeeSourceNames } from "./source-names";

export type CallerPricer = {
  visibility: FareVisibility;
  /** Staff only: the caller sees which supplier each fare comes from (decision 0060). */
  showSources: boolean;
  price: (result: SupplierResult) => FareDetail;
  /** A bare fare (a calendar day): its airline and segment count choose the rule. */
  priceFare: (fare: SupplierFare, flight: { airlineCode: string; segmentCount: number }) => FareDetail;
};
type Pax = { adults: number; children: number; infants: number };

async function getLegalEntityId(ctx: UserContext): Promise<number | null> {
  const [user] = await ctx.db.db.select({ legalEntityId: users.legalEntityId }).from(users).where(ctx.db.byId(users, ctx.principal.userId)).limit(1);
  return user?.legalEntityId ?? null;
}

/**
 * The caller's pricing: their legal entity's markup group (or the site's default) and its rules,
 * the site's GST and TDS rates, and the entity's TDS switch. Retail callers get no group markup.
 * Every price the caller sees goes through the fare engine (issue 4).
 */
export async function createCallerPricer(
  ctx: UserContext,
  trip: { isDomestic: boolean; journeyType: 1 | 2 | 3 } & Pax,
  /** The caller's legal entity when the caller already read it (saves a query). */
  known?: { legalEntityId: number | null },
): Promise<CallerPricer> {
  const legalEntityId = known ? known.legalEntityId : await getLegalEntityId(ctx);
  const group = ctx.principal.userType === "retail" ? null : await resolveMarkupGroupForUser(ctx.db, legalEntityId);
  const match = compileRules(group ? await loadGroupRules(ctx.db, group.groupId) : []);
  const rates = { gstOnMarkupBps: ctx.site.gstRateBps, tdsOnCommissionBps: ctx.site.tdsRateBps, isTdsDeductable: group?.isTdsDeductable ?? true };
  const priceFor = (fare: SupplierFare, flight: { airlineCode: string; segmentCount: number }) => {
    const pricingTrip: PricingTrip = { ...trip, ...flight };
    return priceFare({ fare, trip: pricingTrip, rule: match(pricingTrip, "airline"), rates });
  };
  return {
    visibility: fareVisibilityFor(ctx.principal.userType),
    showSources: maySeeSourceNames(ctx.principal),
    priceFare: priceFor,
    price: (result) =>
      priceFor(result.fare, { airlineCode: result.segments[0]?.[0]?.airlineCode ?? "", segmentCount: result.segments.reduce((n, leg) => n + leg.length, 0) }),
  };
}
